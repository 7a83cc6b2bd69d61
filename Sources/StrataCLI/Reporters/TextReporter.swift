import Foundation
import StrataVerify

/// The default, for people: findings grouped by file with the offending line, then a summary.
/// Coloured only when the console allows it (a terminal, no `NO_COLOR`).
struct TextReporter: Reporter {
    func render(_ report: VerifyReport, console: Console) -> String {
        var output = ""
        var currentFile: String?
        for finding in report.findings {
            if finding.file != currentFile {
                if currentFile != nil { output += "\n" }
                output += console.styled(finding.file, .bold) + "\n"
                currentFile = finding.file
            }
            let severity = finding.severity == .error
                ? console.styled("error", .red) : console.styled("warning", .yellow)
            output += "  \(finding.line):\(finding.column)  \(severity)  \(finding.message)  "
                + console.styled("[\(finding.ruleID)]", .dim) + "\n"
            let code = finding.lineText.drop { $0 == " " || $0 == "\t" }
            if !code.isEmpty {
                output += "      " + console.styled(String(code), .cyan) + "\n"
            }
        }
        if !report.staleBaselineEntries.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += console.styled("Stale baseline entries", .bold)
                + " (fixed since the baseline was written; rewrite it with --write-baseline):\n"
            for entry in report.staleBaselineEntries {
                output += "  \(entry.file)  [\(entry.rule)]  \(entry.content)\n"
            }
        }
        if !output.isEmpty { output += "\n" }
        return output + summary(report, console: console) + "\n"
    }

    private func summary(_ report: VerifyReport, console: Console) -> String {
        let files = plural(report.filesChecked, "file")
        guard !report.findings.isEmpty else {
            return console.styled("✓", .green) + " No findings in \(files) (\(plural(report.linesChecked, "line")))."
        }
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        let affected = Set(report.findings.map(\.file)).count
        let mark = errors > 0 ? console.styled("✗", .red) : console.styled("!", .yellow)
        return "\(mark) \(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(affected, "file"))"
            + " (\(files) checked)."
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
