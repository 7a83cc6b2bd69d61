/// A position in a token stream, with the reading and skipping both the declaration
/// index and the manifest reader need.
protocol TokenScanner {
    var stream: TokenStream { get }
    var tokens: [Token] { get }
    /// Index of the current token; never past the end-of-file token.
    var index: Int { get set }
}

extension TokenScanner {
    var current: Token { tokens[index] }

    func peek(_ offset: Int = 1) -> Token {
        tokens[Swift.min(index + offset, tokens.count - 1)]
    }

    var isAtEnd: Bool { current.kind == .endOfFile }

    mutating func advance() {
        if index < tokens.count - 1 { index += 1 }
    }

    func text(_ token: Token) -> String { stream.text(of: token) }

    /// Whether `token`'s text is exactly `spelling`, compared byte by byte.
    func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        let range = token.range
        guard range.count == spelling.utf8CodeUnitCount else { return false }
        let expected = spelling.utf8Start
        for offset in 0..<range.count where stream.bytes[range.lowerBound + offset] != expected[offset] {
            return false
        }
        return true
    }

    /// Whether the current token is an operator glued to its predecessor that starts with
    /// `<`: the opening of a generic clause (`Box<T>`, `init?<T>` aside).
    var opensGenericClause: Bool {
        current.kind == .operator && stream.bytes[current.range.lowerBound] == UInt8(ascii: "<")
    }

    /// A declared name without backticks.
    func name(_ token: Token) -> String {
        var name = stream.text(of: token)
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            name = String(name.dropFirst().dropLast())
        }
        return name
    }

    /// Source text from token `first` through token `last` (indices), as written.
    func text(from first: Int, through last: Int) -> String? {
        guard first <= last else { return nil }
        return stream.text(from: tokens[first], through: tokens[last])
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
}
