import StrataKnowledge
import StrataVerify

/// Machine-readable output for scripts: every finding, stale baseline entries and a summary.
struct JSONReporter: Reporter {
    private struct Document: Encodable {
        var schemaVersion = 1
        var findings: [ReportedFinding]
        var staleBaselineEntries: [Baseline.Entry]
        var summary: Summary
    }

    private struct ReportedFinding: Encodable {
        var rule: String
        var severity: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var lineText: String
    }

    private struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var filesChecked: Int
        var linesChecked: Int
    }

    func render(_ report: VerifyReport, console: Console) -> String {
        let errors = report.findings.filter { $0.severity == .error }.count
        let document = Document(
            findings: report.findings.map {
                ReportedFinding(
                    rule: $0.ruleID, severity: $0.severity.rawValue, message: $0.message, file: $0.file,
                    line: $0.line, column: $0.column, lineText: $0.lineText)
            },
            staleBaselineEntries: report.staleBaselineEntries,
            summary: Summary(
                errors: errors, warnings: report.findings.count - errors,
                filesChecked: report.filesChecked, linesChecked: report.linesChecked)
        )
        return JSONText.encode(document)
    }
}
