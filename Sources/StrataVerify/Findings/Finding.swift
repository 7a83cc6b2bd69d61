/// How seriously a finding is taken. Only `error` fails a run; `off` disables a rule in `strata.json`.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}

/// One violation, as every reporter, the baseline and the exit code see it.
///
/// `lineText` is the offending line with surrounding whitespace removed: a baseline matches on it
/// instead of the line number, so unrelated edits above a known violation do not resurrect it.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path as reporters print it: relative to the working directory when inside it.
    public var file: String
    public var line: Int
    public var column: Int
    public var lineText: String

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, lineText: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
    }

    /// The order every reporter uses: by file, then position, then rule, so output is deterministic.
    public static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
