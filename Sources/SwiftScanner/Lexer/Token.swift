/// One token of Swift source: its kind, where its text is, and where its trivia is.
///
/// A token stores byte offsets, not strings, so lexing allocates nothing per token; a
/// ``TokenStream`` turns the offsets into text on demand. Leading trivia is everything
/// between the previous token and this one except what the previous token took as
/// trailing trivia — which is whitespace and comments up to, not including, the next line
/// break (the split swift-syntax uses). Joining leading trivia, text and trailing trivia
/// of every token, end-of-file included, gives back the input byte for byte.
///
/// Positions are 1-based; ``column`` counts UTF-8 bytes from the start of the line, as
/// the Swift compiler does in its diagnostics.
public struct Token: Sendable, Hashable {
    public internal(set) var kind: TokenKind
    /// The keyword this token spells, set whether or not it plays a keyword role here
    /// (`in` is still `.in` in `f(in: x)`, where ``kind`` is `.identifier`).
    public let keyword: Keyword?
    /// Whether a line break precedes this token in its leading trivia, or it starts the file.
    public let isAtStartOfLine: Bool
    private let leadingStart: UInt32
    private let start: UInt32
    private let end: UInt32
    private let trailingEnd: UInt32
    private let line32: UInt32
    private let column32: UInt32

    init(
        kind: TokenKind, keyword: Keyword?, isAtStartOfLine: Bool,
        leadingStart: Int, start: Int, end: Int, trailingEnd: Int, line: Int, column: Int
    ) {
        self.kind = kind
        self.keyword = keyword
        self.isAtStartOfLine = isAtStartOfLine
        self.leadingStart = UInt32(truncatingIfNeeded: leadingStart)
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.trailingEnd = UInt32(truncatingIfNeeded: trailingEnd)
        self.line32 = UInt32(truncatingIfNeeded: line)
        self.column32 = UInt32(truncatingIfNeeded: column)
    }

    /// Byte offsets of the token's own text.
    public var range: Range<Int> { Int(start)..<Int(end) }
    /// Byte offsets of the trivia before the token.
    public var leadingTriviaRange: Range<Int> { Int(leadingStart)..<Int(start) }
    /// Byte offsets of the trivia after the token on the same line.
    public var trailingTriviaRange: Range<Int> { Int(end)..<Int(trailingEnd) }
    /// Byte offsets of leading trivia, text and trailing trivia together.
    public var fullRange: Range<Int> { Int(leadingStart)..<Int(trailingEnd) }
    /// 1-based line of the token's first byte.
    public var line: Int { Int(line32) }
    /// 1-based column, in UTF-8 bytes, of the token's first byte.
    public var column: Int { Int(column32) }

    /// Whether the token has trivia on either side (whitespace, a line break or a comment).
    public var hasLeadingTrivia: Bool { leadingStart != start }
    public var hasTrailingTrivia: Bool { end != trailingEnd }
}
