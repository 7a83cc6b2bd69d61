import StrataVerify

/// JUnit XML, for CI systems that show test results: one test suite per rule; a rule without
/// findings passes as one test case, each error is a failing test case, each warning a passing
/// one that says what it found (JUnit has no notion of a warning).
struct JUnitReporter: Reporter {
    /// The name of the outermost suite: the command that ran.
    var command = "strata verify"

    func render(_ report: VerifyReport, console: Console) -> String {
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        let ruleIDs = Set(report.ruleIDs).union(byRule.keys).sorted()
        let problemFailures = report.problems.filter { report.severity(of: $0) == .error }.count
        let failures = report.findings.filter { $0.severity == .error }.count + problemFailures
        let tests = ruleIDs.reduce(0) { $0 + max(1, byRule[$1]?.count ?? 0) } + report.problems.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(escape(command))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
        for ruleID in ruleIDs {
            let findings = byRule[ruleID] ?? []
            let suiteFailures = findings.filter { $0.severity == .error }.count
            xml += "  <testsuite name=\"\(escape(ruleID))\" tests=\"\(max(1, findings.count))\""
                + " failures=\"\(suiteFailures)\" errors=\"0\">\n"
            if findings.isEmpty {
                xml += "    <testcase classname=\"\(escape(ruleID))\" name=\"no findings\"/>\n"
            }
            for finding in findings {
                let name = "\(finding.file):\(finding.line):\(finding.column)"
                xml += "    <testcase classname=\"\(escape(ruleID))\" name=\"\(escape(name))\" file=\"\(escape(finding.file))\">\n"
                if finding.severity == .error {
                    xml += "      <failure message=\"\(escape(finding.message))\" type=\"error\">"
                        + escape("\(name): \(finding.message)\n\(finding.lineText)") + "</failure>\n"
                } else {
                    xml += "      <system-out>" + escape("warning: \(name): \(finding.message)") + "</system-out>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + inputProblemsSuite(report, failures: problemFailures) + "</testsuites>\n"
    }

    /// One test case per input problem, failing when it is an error (a skipped file).
    private func inputProblemsSuite(_ report: VerifyReport, failures: Int) -> String {
        guard !report.problems.isEmpty else { return "" }
        var xml = "  <testsuite name=\"\(inputProblemsName)\" tests=\"\(report.problems.count)\""
            + " failures=\"\(failures)\" errors=\"0\">\n"
        for problem in report.problems {
            xml += "    <testcase classname=\"\(inputProblemsName)\" name=\"\(escape(problem.path))\" file=\"\(escape(problem.path))\">\n"
            if report.severity(of: problem) == .error {
                xml += "      <failure message=\"\(escape(problem.reason))\" type=\"error\">"
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
}
