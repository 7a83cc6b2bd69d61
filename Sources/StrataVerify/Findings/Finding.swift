import StrataKnowledge

/// One violation, as every reporter, the baseline and the exit code see it.
///
/// `lineText` is the whole offending line: a baseline matches on it instead of the line number, so
/// unrelated edits above a known violation do not resurrect it.
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

    /// The column in Unicode scalars, for formats that count characters (SARIF).
    public var characterColumn: Int {
        let utf8 = lineText.utf8
        guard column > 1, let end = utf8.index(utf8.startIndex, offsetBy: column - 1, limitedBy: utf8.endIndex) else {
            return column
        }
        return lineText.unicodeScalars[..<end].count + 1
    }

    /// The order every reporter uses: by file, then position, then rule, so output is deterministic.
    public static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
