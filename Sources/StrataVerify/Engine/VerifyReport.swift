import StrataDiagnostics
import StrataKnowledge

/// What a verification run found; `diagnosticReport(command:)` turns it into what reporters read.
/// Findings are already filtered by suppressions and the baseline, and sorted in reporting order.
public struct VerifyReport: Sendable {
    public var findings: [Finding]
    public var staleBaselineEntries: [Baseline.Entry]
    /// Paths that could not be checked (the run went on without them) and notes about files
    /// that were checked despite something odd in them.
    public var problems: [InputProblem]
    /// Whether skipped files are accepted (`--allow-unreadable`): then they are warnings and
    /// do not fail the run.
    public var allowsSkippedFiles = false
    public var filesChecked: Int
    public var linesChecked: Int
    /// The rules that ran, in id order, so SARIF and JUnit can list rules without findings too.
    public var rules: [ReportedRule]

    public init(
        findings: [Finding], staleBaselineEntries: [Baseline.Entry], problems: [InputProblem],
        filesChecked: Int, linesChecked: Int, rules: [ReportedRule]
    ) {
        // Their positions are sorted, and each finding then moved once: a sort that moves the
        // findings themselves copies each (a retain and release per string) at every merge.
        let order = findings.indices.sorted { Finding.reportingOrder(findings[$0], findings[$1]) }
        self.findings = order.map { findings[$0] }
        self.staleBaselineEntries = staleBaselineEntries
        self.problems = problems
        self.filesChecked = filesChecked
        self.linesChecked = linesChecked
        self.rules = rules.sorted { $0.id < $1.id }
    }

    /// Files left unchecked: code in them is hidden from the rules, so each fails the run
    /// unless skipped files are allowed.
    public var skippedFiles: [InputProblem] { problems.filter { $0.skipsFile && !$0.isUsageError } }

    /// How an input problem is reported: a skipped file is an error unless allowed.
    public func severity(of problem: InputProblem) -> Severity {
        problem.skipsFile && !allowsSkippedFiles ? .error : .warning
    }
}

/// A rule as one run applied it: its rules.json description with the severity strata.json gave
/// it, under its own id; the diagnostic report names it in its namespace (`rule.<id>`).
public typealias ReportedRule = DiagnosticReport.Rule
