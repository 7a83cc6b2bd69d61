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

    public static let maximumLineTextBytes = 1_024

    public init(
        ruleID: String, severity: Severity, message: String, file: String, line: Int, column: Int, lineText: String
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.lineText = Self.excerpt(of: lineText, around: column)
        self.characterColumn = Self.characterColumn(of: column, in: lineText)
    }

    private static func characterColumn(of column: Int, in line: String) -> Int {
        let utf8 = line.utf8
        guard column > 1, let end = utf8.index(utf8.startIndex, offsetBy: column - 1, limitedBy: utf8.endIndex) else {
            return column
        }
        return line.unicodeScalars[..<end].count + 1
    }

    /// The line, or at most ``maximumLineTextBytes`` of it centred on `column`, cut between
    /// characters.
    static func excerpt(of line: String, around column: Int) -> String {
        guard line.utf8.count > maximumLineTextBytes else { return line }
        var line = line
        return line.withUTF8 { bytes in
            let isContinuation = { (index: Int) in index < bytes.count && bytes[index] & 0xC0 == 0x80 }
            var start = min(max(0, min(column - 1, bytes.count) - maximumLineTextBytes / 2), bytes.count - maximumLineTextBytes)
            var end = start + maximumLineTextBytes
            while isContinuation(start) { start += 1 }
            while isContinuation(end) { end -= 1 }
            let cut = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            return (start > 0 ? "…" : "") + cut + (end < bytes.count ? "…" : "")
        }
    }

    /// The order every reporter uses: by file, then position, then rule, so output is deterministic.
    public static func reportingOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.message)
            < (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
