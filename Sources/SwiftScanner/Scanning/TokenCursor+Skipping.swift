/// A closed run of token indices, `first...last`.
struct TokenSpan {
    let first: Int
    let last: Int
}

/// Scanning of token runs whose inner structure the index does not need: balanced
/// groups, generic clauses, types and expressions. Each scan stops where Swift's grammar
/// would end the construct, so the text it returns is exactly what was written.
extension TokenCursor {
    // MARK: Balanced groups

    /// Index of the token closing the group opened at `position`, or of the end of file.
    /// All bracket kinds count together, which keeps malformed input linear.
    func groupEnd(from position: Int) -> Int {
        let last = tokens.count - 1
        var depth = 0
        var scan = position
        while scan < last {
            switch tokens[scan].kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth <= 0 { return scan }
            default:
                break
            }
            scan += 1
        }
        return last
    }

    /// Skips the group opened by the current token; returns the index of its closer.
    @discardableResult
    mutating func skipBalancedGroup() -> Int {
        let close = groupEnd(from: index)
        index = close
        advance()
        return close
    }

    /// Skips `<…>` starting at the current token, counting `<` and `>` inside operator
    /// tokens (`>>` closes two levels); returns its text.
    mutating func scanAngleGroup() -> String? {
        let start = index
        var depth = 0
        repeat {
            let token = current
            switch token.kind {
            case .operator:
                depth += angleDelta(of: token)
            case .leftBrace, .rightBrace, .semicolon, .poundIf, .poundElseif, .poundElse, .poundEndif:
                return text(from: start, through: index - 1)
            default:
                break
            }
            advance()
        } while depth > 0 && !isAtEnd
        return text(from: start, through: index - 1)
    }

    // MARK: Types and expressions

    /// Scans a type from the current token. Stops, without consuming, at `=`, `{`, `;`,
    /// `where`, an unbalanced closer, a directive, a `,` outside brackets (unless
    /// `allowingCommas`), or a line break that does not continue the type.
    mutating func scanType(allowingCommas: Bool = false) -> TokenSpan? {
        let first = index
        var depth = 0
        while !isAtEnd {
            let token = current
            if depth <= 0 {
                switch token.kind {
                case .equal, .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket,
                    .poundIf, .poundElseif, .poundElse, .poundEndif:
                    return span(from: first)
                case .comma where !allowingCommas:
                    return span(from: first)
                default:
                    if reservedKeyword(token) == .where { return span(from: first) }
                    if startsNewStatement(after: first) {
                        return span(from: first)
                    }
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket:
                depth += 1
            case .rightParen, .rightBracket:
                depth -= 1
            case .operator:
                depth += angleDelta(of: token)
            default:
                break
            }
            advance()
        }
        return span(from: first)
    }

    /// Scans an expression from the current token. Stops, without consuming, at `,`, `;`,
    /// an unbalanced closer, a directive, a `{` that opens observers (`willSet`/`didSet`)
    /// or starts a new line, or a line break that does not continue the expression.
    mutating func scanExpression() -> TokenSpan? {
        let first = index
        var depth = 0
        while !isAtEnd {
            let token = current
            if depth <= 0 {
                switch token.kind {
                case .comma, .semicolon, .rightParen, .rightBracket, .rightBrace,
                    .poundIf, .poundElseif, .poundElse, .poundEndif:
                    return span(from: first)
                case .leftBrace where index > first && (token.isAtStartOfLine || opensObservers(at: index)):
                    return span(from: first)
                default:
                    if startsNewStatement(after: first) {
                        return span(from: first)
                    }
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
            case .operator:
                // Commas between generic arguments do not end the expression.
                if let close = genericArgumentsEnd(at: index) { index = close }
            default:
                break
            }
            advance()
        }
        return span(from: first)
    }

    private func span(from first: Int) -> TokenSpan? {
        index > first ? TokenSpan(first: first, last: index - 1) : nil
    }

    func text(of span: TokenSpan?) -> String? {
        guard let span else { return nil }
        return text(from: span.first, through: span.last)
    }

    /// Whether the brace at `position` opens `willSet`/`didSet` observers.
    func opensObservers(at position: Int) -> Bool {
        var next = position + 1
        while next < tokens.count - 1, tokens[next].kind == .attribute {
            next += 1
        }
        let keyword = contextualKeyword(tokens[next])
        return keyword == .willSet || keyword == .didSet
    }

    /// Whether the current token starts a line that does not continue what began at
    /// `first` (the current token itself never ends what it starts).
    func startsNewStatement(after first: Int) -> Bool {
        index > first && current.isAtStartOfLine && !continuesAcrossLineBreak(at: index)
    }

    /// Whether the token at `position`, which starts a line, continues what precedes it,
    /// following Swift's whitespace rules for operators: a binary operator (spaces on
    /// both sides) at either end of the break continues; a prefix operator starting the
    /// line (`!flag`) does not; a leading `.member` does.
    func continuesAcrossLineBreak(at position: Int) -> Bool {
        guard position > 0 else { return false }
        let previous = tokens[position - 1]
        let token = tokens[position]
        switch previous.kind {
        case .arrow, .period, .comma, .colon, .equal, .backslash:
            return true
        case .operator where !isGlued(position - 1):
            return true
        default:
            break
        }
        switch token.kind {
        case .period, .arrow, .colon:
            return true
        case .operator:
            return !isGlued(position + 1) || tokens[position + 1].kind == .period
                || tokens[position + 1].isAtStartOfLine
        case .keyword:
            return token.keyword == .as || token.keyword == .is
        default:
            return false
        }
    }

    /// Skips a statement or a declaration the caller does not read (`deinit`,
    /// `subscript`, `for … { }`): up to a line break that does not continue it, a `;`, or
    /// a closer of an enclosing group. Bodies and other groups are skipped whole.
    mutating func skipStatement() {
        let first = index
        var depth = 0
        while !isAtEnd {
            let token = current
            if depth <= 0 {
                switch token.kind {
                case .rightBrace, .rightParen, .rightBracket, .semicolon,
                    .poundIf, .poundElseif, .poundElse, .poundEndif:
                    if index == first { advance() }
                    return
                default:
                    if startsNewStatement(after: first) {
                        return
                    }
                }
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            default: break
            }
            advance()
        }
    }
}
