/// Something the scanner noticed is wrong with the input, and where.
///
/// The scanner never throws: it records the problem, recovers the way the compiler would,
/// and keeps going, so one broken string does not hide the rest of the file.
public struct SourceDiagnostic: Sendable, Hashable, Encodable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        case unterminatedString
        case unterminatedBlockComment
        case unterminatedRegex
        case unterminatedBacktick
        case unexpectedBytes(count: Int)
        case unbalancedConditional(directive: String)
        case unterminatedConditional
        case unmatchedClosingBrace
        case unclosedBrace
        case nestingTooDeep(limit: Int)
        case inputTooLarge(byteCount: Int)
        case nulByte
    }

    public let kind: Kind
    public let line: Int
    public let column: Int

    public init(kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// The one place the user-facing text of each diagnostic is written.
    public var message: String {
        switch kind {
        case .unterminatedString:
            "unterminated string literal; close it with the same delimiter it opened with"
        case .unterminatedBlockComment:
            "unterminated block comment; every '/*' needs its own '*/'"
        case .unterminatedRegex:
            "unterminated regex literal; close it with the delimiter it opened with"
        case .unterminatedBacktick:
            "unterminated backticked identifier; close it with '`' on the same line"
        case .unexpectedBytes(let count):
            "\(count) byte\(count == 1 ? "" : "s") that cannot start a Swift token (invalid UTF-8 or a stray character)"
        case .unbalancedConditional(let directive):
            "'\(directive)' without an open '#if'; remove it or add the missing '#if'"
        case .unterminatedConditional:
            "'#if' without '#endif'; close the conditional block"
        case .unmatchedClosingBrace:
            "'}' without a matching '{'; remove it or add the missing '{'"
        case .unclosedBrace:
            "'{' without a matching '}'; the declaration runs to the end of the file"
        case .nestingTooDeep(let limit):
            "declarations nested deeper than \(limit) levels are skipped, not indexed"
        case .inputTooLarge(let byteCount):
            "input of \(byteCount) bytes exceeds the 4 GiB the scanner supports; it was not scanned"
        case .nulByte:
            "NUL byte (the first of the file), read as whitespace as the compiler does; remove it: review tools show the file as binary"
        }
    }

    public var description: String { "\(line):\(column): \(message)" }

    private enum CodingKeys: String, CodingKey {
        case code, message, line, column
    }

    /// A stable machine-readable name for the diagnostic kind.
    public var code: String {
        switch kind {
        case .unterminatedString: "unterminatedString"
        case .unterminatedBlockComment: "unterminatedBlockComment"
        case .unterminatedRegex: "unterminatedRegex"
        case .unterminatedBacktick: "unterminatedBacktick"
        case .unexpectedBytes: "unexpectedBytes"
        case .unbalancedConditional: "unbalancedConditional"
        case .unterminatedConditional: "unterminatedConditional"
        case .unmatchedClosingBrace: "unmatchedClosingBrace"
        case .unclosedBrace: "unclosedBrace"
        case .nestingTooDeep: "nestingTooDeep"
        case .inputTooLarge: "inputTooLarge"
        case .nulByte: "nulByte"
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
    }
}
