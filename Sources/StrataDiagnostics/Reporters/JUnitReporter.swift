/// JUnit XML, for CI systems that show test results: one test suite per rule; a rule without
/// findings passes as one test case, each error is a failing test case, each warning a passing
/// one that says what it found (JUnit has no notion of a warning). Problems with the input are
/// one more suite, `strata-input`.
public struct JUnitReporter: DiagnosticReporter {
    /// Files are named from the repository's root, as SARIF and the annotations name them.
    let sources: SARIFReporter.Sources?

    public init(sources: SARIFReporter.Sources? = nil) {
        self.sources = sources
    }

    public func render(_ report: DiagnosticReport) -> String {
        let results = report.results
        let byRule = Dictionary(grouping: results, by: report.tag(of:))
        let ruleIDs = Set(report.rules.map(report.tag(of:))).union(byRule.keys).sorted()
        let problems = report.diagnostics.filter { !report.isResult($0) && !$0.isListedInTextOnly }
        let problemFailures = problems.filter { $0.severity >= .error }.count
        let failures = results.filter { $0.severity >= .error }.count + problemFailures
        let tests = ruleIDs.reduce(0) { $0 + max(1, byRule[$1]?.count ?? 0) } + problems.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(escape(report.command))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for ruleID in ruleIDs {
            let findings = byRule[ruleID] ?? []
            let suiteFailures = findings.filter { $0.severity >= .error }.count
            xml +=
                "  <testsuite name=\"\(escape(ruleID))\" tests=\"\(max(1, findings.count))\""
                + " failures=\"\(suiteFailures)\" errors=\"0\">\n"
            if findings.isEmpty {
                xml += "    <testcase classname=\"\(escape(ruleID))\" name=\"no findings\"/>\n"
            }
            for finding in findings {
                let file = place(of: finding)
                let name = file + (finding.location?.start.map { ":\($0.line):\($0.column)" } ?? "")
                xml +=
                    "    <testcase classname=\"\(escape(ruleID))\" name=\"\(escape(name))\" file=\"\(escape(file))\">\n"
                if finding.severity >= .error {
                    xml +=
                        "      <failure message=\"\(escape(finding.message))\" type=\"error\">"
                        + escape("\(name): \(finding.message)\n\(finding.location?.lineText ?? "")") + "</failure>\n"
                } else {
                    xml += "      <system-out>" + escape("warning: \(name): \(finding.message)") + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + problemsSuite(problems, report: report, failures: problemFailures) + "</testsuites>\n"
    }

    /// One test case per input problem, failing when it is an error (a skipped file).
    private func problemsSuite(_ problems: [Diagnostic], report: DiagnosticReport, failures: Int) -> String {
        guard let first = problems.first else { return "" }
        let suite = escape(report.tag(of: first))
        var xml = "  <testsuite name=\"\(suite)\" tests=\"\(problems.count)\" failures=\"\(failures)\" errors=\"0\">\n"
        for problem in problems {
            let file = escape(place(of: problem))
            xml += "    <testcase classname=\"\(suite)\" name=\"\(file)\" file=\"\(file)\">\n"
            if problem.severity >= .error {
                xml +=
                    "      <failure message=\"\(escape(problem.message))\" type=\"error\">"
                    + escape(problem.description) + "</failure>\n"
            } else {
                xml += "      <system-out>" + escape("warning: \(problem.description)") + "</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        return xml + "  </testsuite>\n"
    }

    /// XML text and attribute escaping; control characters XML 1.0 forbids are dropped.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\n", "\t", "\r": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    private func place(of diagnostic: Diagnostic) -> String {
        guard let file = diagnostic.location?.file else { return "" }
        return sources?.repositoryRelative(file) ?? file
    }
}
