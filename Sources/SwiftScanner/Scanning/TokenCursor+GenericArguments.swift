/// Generic argument lists inside expressions (`CurrentValueSubject<State, Never>(…)`),
/// which `<` and `>` used as comparison operators make ambiguous.
extension TokenCursor {
    /// How far ahead a generic argument list is looked for. Real ones are short; the cap
    /// keeps a hostile run of `a<b<c<…` linear.
    private static let genericArgumentLookahead = 256

    /// Index of the token closing the generic argument list the operator at `position`
    /// opens, or `nil` when it is a comparison.
    ///
    /// Follows the compiler's disambiguation: the `<` is glued to the name before it, only
    /// type syntax appears up to the matching `>`, and the token after the `>` is one a
    /// generic argument list may be followed by (a glued `(`, `[` or `.`, a closer, `,`,
    /// `;`, a brace, or a line break).
    func genericArgumentsEnd(at position: Int) -> Int? {
        let opener = tokens[position]
        guard opener.kind == .operator, bytes[opener.range.lowerBound] == UInt8(ascii: "<"),
            isGlued(position), tokens[position - 1].kind == .identifier || tokens[position - 1].kind == .keyword
        else { return nil }
        let last = Swift.min(tokens.count - 1, position + Self.genericArgumentLookahead)
        var angleDepth = 0
        var groupDepth = 0
        var scan = position
        while scan < last {
            let token = tokens[scan]
            switch token.kind {
            case .operator:
                guard let delta = typeOperatorDelta(token) else { return nil }
                angleDepth += delta
                if angleDepth <= 0 {
                    return angleDepth == 0 && groupDepth == 0 && mayFollowGenericArguments(scan + 1) ? scan : nil
                }
            case .identifier, .keyword, .period, .comma, .colon, .arrow:
                break
            case .leftParen, .leftBracket:
                groupDepth += 1
            case .rightParen, .rightBracket:
                groupDepth -= 1
                if groupDepth < 0 { return nil }
            default:
                return nil
            }
            scan += 1
        }
        return nil
    }

    /// The angle-depth change of an operator that may appear in a type (`<`, `>`, `>>`,
    /// `?`, `!`, `&`, `...`), or `nil` for any other operator.
    private func typeOperatorDelta(_ token: Token) -> Int? {
        var delta = 0
        for offset in token.range {
            switch bytes[offset] {
            case UInt8(ascii: "<"): delta += 1
            case UInt8(ascii: ">"): delta -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
            default: return nil
            }
        }
        return delta
    }

    private func mayFollowGenericArguments(_ position: Int) -> Bool {
        let token = tokens[position]
        if token.isAtStartOfLine { return true }
        switch token.kind {
        case .leftParen, .leftBracket, .period:
            return isGlued(position)
        case .rightParen, .rightBracket, .leftBrace, .rightBrace, .comma, .semicolon, .endOfFile:
            return true
        default:
            return false
        }
    }
}
