import StrataVerify

/// `path:line:col: error: message [rule]` — the line format Xcode, compilers and most editors
/// turn into clickable diagnostics.
struct XcodeReporter: Reporter {
    func render(_ report: VerifyReport, console: Console) -> String {
        report.findings.map { finding in
            "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): "
                + "\(finding.message) [\(finding.ruleID)]\n"
        }.joined() + report.problems.map { problem in
            let place = problem.position.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(problem.path)\(place): \(report.severity(of: problem).rawValue): \(problem.reason) [\(inputProblemsName)]\n"
        }.joined()
    }
}
