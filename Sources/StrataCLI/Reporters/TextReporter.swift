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
        let problems = report.problems.filter { !$0.isUsageError }  // wrong paths go to stderr
        if !problems.isEmpty {
            if !output.isEmpty { output += "\n" }
            output += console.styled("Input problems", .bold) + "\n"
            for problem in problems {
                let severity = report.severity(of: problem) == .error
                    ? console.styled("error", .red) : console.styled("warning", .yellow)
                output += "  \(severity)  \(problem)\n"
            }
        }
        if !output.isEmpty { output += "\n" }
        return output + summary(report, console: console) + "\n"
    }

    private func summary(_ report: VerifyReport, console: Console) -> String {
        let files = plural(report.filesChecked, "file")
        let skipped = report.skippedFiles.count
        let skippedNote = skipped == 0 ? "" : " \(plural(skipped, "file")) not checked."
        guard !report.findings.isEmpty else {
            let mark = report.failsOnSkippedFiles ? console.styled("✗", .red) : console.styled("✓", .green)
            return mark + " No findings in \(files) (\(plural(report.linesChecked, "line")))." + skippedNote
        }
        let errors = report.findings.filter { $0.severity == .error }.count
        let warnings = report.findings.count - errors
        let affected = Set(report.findings.map(\.file)).count
        let mark = errors > 0 ? console.styled("✗", .red) : console.styled("!", .yellow)
        return "\(mark) \(plural(errors, "error")), \(plural(warnings, "warning")) in \(plural(affected, "file"))"
            + " (\(files) checked)." + skippedNote
    }

    private func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
