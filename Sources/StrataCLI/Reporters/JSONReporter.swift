import StrataKnowledge
import StrataVerify

/// Machine-readable output for scripts: every finding, stale baseline entries and a summary.
struct JSONReporter: Reporter {
    private struct Document: Encodable {
        var schemaVersion = 1
        var findings: [ReportedFinding]
        var staleBaselineEntries: [Baseline.Entry]
        /// Files skipped (code hidden from the rules) and notes on files checked despite odd
        /// content, each with the severity the run gave it.
        var inputProblems: [ReportedProblem]
        var summary: Summary
    }

    private struct ReportedProblem: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var severity: String
        var skipped: Bool
        var message: String
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
        var filesSkipped: Int
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
            inputProblems: report.problems.map {
                ReportedProblem(
                    file: $0.path, line: $0.position?.line, column: $0.position?.column,
                    severity: report.severity(of: $0).rawValue, skipped: $0.skipsFile, message: $0.reason)
            },
            summary: Summary(
                errors: errors, warnings: report.findings.count - errors,
                filesChecked: report.filesChecked, filesSkipped: report.skippedFiles.count,
                linesChecked: report.linesChecked)
        )
        return JSONText.encode(document)
    }
}
