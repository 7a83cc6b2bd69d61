import Foundation
import StrataVerify

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
struct GitHubReporter: Reporter {
    func render(_ report: VerifyReport, console: Console) -> String {
        report.findings.map { finding in
            let command = finding.severity == .error ? "error" : "warning"
            let properties = [
                "file=" + Self.escapeProperty(finding.file),
                "line=\(finding.line)",
                "col=\(finding.column)",
                "title=" + Self.escapeProperty(finding.ruleID),
            ]
            return "::\(command) \(properties.joined(separator: ","))::"
                + Self.escapeData("\(finding.message) [\(finding.ruleID)]") + "\n"
        }.joined() + report.problems.map { problem in
            var properties = ["file=" + Self.escapeProperty(problem.path)]
            if let position = problem.position { properties += ["line=\(position.line)", "col=\(position.column)"] }
            properties.append("title=" + Self.escapeProperty(inputProblemsName))
            return "::\(report.severity(of: problem) == .error ? "error" : "warning") \(properties.joined(separator: ","))::"
                + Self.escapeData(problem.reason) + "\n"
        }.joined()
    }

    /// The escaping GitHub's runner undoes for a command's message.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Properties additionally escape the characters that separate them.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
