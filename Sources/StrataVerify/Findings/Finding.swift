import StrataDiagnostics
import StrataKnowledge

/// One violation, as every reporter, the baseline and the exit code see it.
///
/// `lineText` is the offending line: a baseline matches on it instead of the line number, so
/// unrelated edits above a known violation do not resurrect it. A line longer than
/// ``maximumLineTextBytes`` (a minified or generated file) is cut to that much around the
/// column, marked with "…" where cut, so one finding cannot repeat megabytes in every report.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The path as reporters print it: relative to the working directory when inside it.
    public var file: String
    public var line: Int
    /// 1-based, in UTF-8 bytes, as the Swift compiler counts; see `characterColumn`.
    public var column: Int
    public var lineText: String
    /// The column in Unicode scalars, for formats that count characters (SARIF), counted on
    /// the whole line before it was cut.
    public private(set) var characterColumn: Int

    public static let maximumLineTextBytes = Diagnostic.Location.maximumLineTextBytes

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, lineText: String
    ) {
        // The excerpt and the column in scalars follow the rules of every located diagnostic.
        let location = Diagnostic.Location(file: file, line: line, column: column, lineText: lineText)
        self.init(
            ruleID: ruleID, severity: severity, message: message, file: file, line: line, column: column,
            lineText: location.lineText ?? lineText, characterColumn: location.scalarColumn ?? column)
    }

    /// A finding exactly as an earlier run made it, its excerpt and scalar column already worked out
    /// (the analysis cache's copy, which cutting the excerpt again would change).
    init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, lineText: String,
        characterColumn: Int
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.lineText = lineText
        self.characterColumn = characterColumn
    }

    /// The order every reporter uses: by file, then position, then rule, so output is deterministic.
    /// (Field by field rather than as tuples: a tuple of strings retains each one, and a large
    /// report's sort makes hundreds of thousands of comparisons.)
    public static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.line != rhs.line { return lhs.line < rhs.line }
        if lhs.column != rhs.column { return lhs.column < rhs.column }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
