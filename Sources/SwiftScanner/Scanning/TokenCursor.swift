/// A position in a token stream, with the reading both the declaration index and the
/// manifest reader need.
///
/// It borrows the tokens and bytes as unsafe buffers (callers run it inside
/// ``TokenStream/withCursor(_:)``), so moving it around and reading through it costs no
/// reference counting — this is the innermost loop of every scan.
struct TokenCursor {
    /// The tokens; the last one is always the end of file.
    let tokens: UnsafeBufferPointer<Token>
    let bytes: UnsafeBufferPointer<UInt8>
    /// Index of the current token; never past the end-of-file token.
    var index = 0

    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token {
        tokens[Swift.min(index + offset, tokens.count - 1)]
    }

    var isAtEnd: Bool { tokens[index].kind == .endOfFile }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    // MARK: Text

    func text(_ token: Token) -> String { text(in: token.range) }

    func text(in range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Source text from token `first` through token `last` (indices), as written.
    func text(from first: Int, through last: Int) -> String? {
        guard first <= last else { return nil }
        return text(in: tokens[first].range.lowerBound..<tokens[last].range.upperBound)
    }

    /// A declared name without backticks.
    func name(_ token: Token) -> String {
        let range = token.range
        if range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "`"),
            bytes[range.upperBound - 1] == UInt8(ascii: "`")
        {
            return text(in: range.lowerBound + 1..<range.upperBound - 1)
        }
        return text(in: range)
    }

    /// Whether `token`'s text is exactly `spelling`, compared byte by byte.
    func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        let range = token.range
        guard range.count == spelling.utf8CodeUnitCount else { return false }
        let expected = spelling.utf8Start
        for offset in 0..<range.count where bytes[range.lowerBound + offset] != expected[offset] {
            return false
        }
        return true
    }

    // MARK: Token roles

    /// Whether the current token is an operator starting with `<`, which opens a generic
    /// clause after a declared name (`Box<T>`).
    var opensGenericClause: Bool {
        current.kind == .operator && bytes[current.range.lowerBound] == UInt8(ascii: "<")
    }

    /// Whether no whitespace or comment separates the token at `position` from the one
    /// before it (trivia between two tokens belongs to either side).
    func isGlued(_ position: Int) -> Bool {
        position > 0 && position < tokens.count && !tokens[position].hasLeadingTrivia
            && !tokens[position - 1].hasTrailingTrivia
    }

    /// The keyword of `token` when it plays a reserved-keyword role.
    func reservedKeyword(_ token: Token) -> Keyword? {
        token.kind == .keyword ? token.keyword : nil
    }

    /// The keyword of `token` when it is a contextual keyword (lexed as an identifier).
    func contextualKeyword(_ token: Token) -> Keyword? {
        token.kind == .identifier ? token.keyword : nil
    }

    /// How the angle-bracket depth changes across an operator token: `<` opens, `>`
    /// closes, so `>>` closes two generic clauses at once.
    func angleDelta(of token: Token) -> Int {
        var delta = 0
        for offset in token.range {
            switch bytes[offset] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            default: break
            }
        }
        return delta
    }
}

extension TokenStream {
    /// Runs `body` with a cursor at the first token.
    func withCursor<Result>(_ body: (TokenCursor) -> Result) -> Result {
        tokens.withUnsafeBufferPointer { tokens in
            bytes.withUnsafeBufferPointer { bytes in
                body(TokenCursor(tokens: tokens, bytes: bytes))
            }
        }
    }
}
