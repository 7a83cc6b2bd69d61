/// What a verification run found, handed to a reporter. Findings are already filtered by
/// suppressions and the baseline, and sorted in reporting order.
public struct VerifyReport: Sendable {
    public var findings: [Finding]
    public var staleBaselineEntries: [Baseline.Entry]
    /// Paths that could not be checked; the run went on without them.
    public var problems: [InputProblem]
    public var filesChecked: Int
    public var linesChecked: Int
    /// The rules that ran, in id order, so SARIF and JUnit can list rules without findings too.
    public var rules: [String]

    public var ruleIDs: [String] { rules }

    public init(
        findings: [Finding], staleBaselineEntries: [Baseline.Entry], problems: [InputProblem],
        filesChecked: Int, linesChecked: Int, rules: [String]
    ) {
        self.findings = findings.sorted(by: Finding.reportingOrder)
        self.staleBaselineEntries = staleBaselineEntries
        self.problems = problems
        self.filesChecked = filesChecked
        self.linesChecked = linesChecked
        self.rules = rules.sorted()
    }

    public var hasErrors: Bool { findings.contains { $0.severity == .error } }
}
