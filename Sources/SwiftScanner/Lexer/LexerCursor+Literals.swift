/// Lexing of string and regex literals.
extension LexerCursor {
    // MARK: Strings

    /// Consumes the opening quote(s) at `position` (pounds already consumed) and enters
    /// the string's body.
    mutating func openString(poundCount: Int) {
        let openColumn = column - poundCount
        let isMultiline =
            position + 2 < end && bytes[position + 1] == UInt8(ascii: "\"")
            && bytes[position + 2] == UInt8(ascii: "\"")
            && !closesOnItsLine(quoteAt: position, poundCount: poundCount)
        position += isMultiline ? 3 : 1
        let literal = StringLiteral(
            kind: isMultiline ? .multiLine : .singleLine, delimiters: poundCount, openLine: line, openColumn: openColumn
        )
        modes.perform(.push(.string(literal)))
    }

    /// Whether a raw string opened by `#"""#`-like text closes on its own line, which makes
    /// it a one-line string whose text starts with a quote. The compiler's rule: from the
    /// byte after the second quote to the end of the line, any quote followed by the
    /// opening's pounds closes it (escapes are not considered). Plain `"""` always opens a
    /// multi-line string.
    private mutating func closesOnItsLine(quoteAt quote: Int, poundCount: Int) -> Bool {
        guard poundCount > 0 else { return false }
        let start = quote + 2
        // Openers nested in interpolations can share one far line: reusing the last search
        // keeps a hostile line of them linear instead of quadratic.
        if let last = lastSameLineCloseSearch, last.poundCount == poundCount,
            last.start <= start, start <= last.stop
        {
            return last.foundClose
        }
        var scan = start
        var foundClose = false
        while scan < end, !CharacterClass.isLineBreak(bytes[scan]) {
            if bytes[scan] == UInt8(ascii: "\""), poundsFollow(at: scan + 1, count: poundCount) {
                foundClose = true
                break
            }
            scan += 1
        }
        lastSameLineCloseSearch = SameLineCloseSearch(
            poundCount: poundCount, start: start, stop: scan, foundClose: foundClose)
        return foundClose
    }

    /// Emits the next piece of the current string's body: a segment, an interpolation
    /// opener or the closing delimiter. When the string cannot continue (a line break in a
    /// single-line string, end of input), leaves the string with a diagnostic instead.
    mutating func lexStringContent() {
        guard case .string(let literal) = modes.current else { return }
        let start = position
        let startLine = line
        let startColumn = column
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") {
                let afterPounds = position + 1 + literal.delimiters
                guard poundsFollow(at: position + 1, count: literal.delimiters) else {
                    position += 1
                    continue
                }
                if afterPounds < end, bytes[afterPounds] == UInt8(ascii: "(") {
                    if position > start { break }
                    position = afterPounds + 1
                    modes.perform(.push(.interpolation(parens: 0)))
                    brackets.append(UInt8(ascii: "("))
                    emitStringToken(.interpolationOpen, start: start, line: startLine, column: startColumn)
                    return
                }
                position = afterPounds
                if position < end, !CharacterClass.isLineBreak(bytes[position]) {
                    position += 1
                }
            } else if byte == UInt8(ascii: "\"") {
                guard let closeEnd = closingDelimiterEnd(at: position, of: literal) else {
                    position += 1
                    continue
                }
                if position > start { break }
                position = closeEnd
                leaveString(diagnosing: false)
                emitStringToken(.stringClose, start: start, line: startLine, column: startColumn)
                return
            } else if CharacterClass.isLineBreak(byte) {
                if literal.kind == .singleLine { break }
                consumeLineBreak()
            } else {
                position += 1
            }
        }
        if position > start {
            emitStringToken(.stringSegment, start: start, line: startLine, column: startColumn)
        } else {
            leaveString(diagnosing: true)
        }
    }

    private mutating func emitStringToken(_ kind: TokenKind, start: Int, line startLine: Int, column startColumn: Int) {
        appendToken(
            kind, keyword: nil, startsLine: false, leadingStart: start, start: start,
            line: startLine, column: startColumn)
    }

    @inline(__always)
    private func poundsFollow(at offset: Int, count: Int) -> Bool {
        guard offset + count <= end else { return false }
        var index = offset
        while index < offset + count {
            if bytes[index] != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }

    /// Where the closing delimiter starting at `offset` ends, if one starts there.
    private func closingDelimiterEnd(at offset: Int, of literal: StringLiteral) -> Int? {
        var scan = offset + 1
        if literal.kind == .multiLine {
            guard scan + 1 < end, bytes[scan] == UInt8(ascii: "\""), bytes[scan + 1] == UInt8(ascii: "\"") else {
                return nil
            }
            scan += 2
        }
        return poundsFollow(at: scan, count: literal.delimiters) ? scan + literal.delimiters : nil
    }

    private mutating func leaveString(diagnosing: Bool) {
        guard case .string(let literal) = modes.current else { return }
        modes.perform(.pop)
        if diagnosing {
            diagnose(.unterminatedString, line: literal.openLine, column: literal.openColumn)
        }
    }

    // MARK: Regex literals

    /// Whether a `/` here may open a regex literal: only where an expression may start,
    /// which is where the previous token cannot end one.
    func regexMayStartHere() -> Bool {
        guard let previous = tokens.last else { return true }
        if previous.kind == .operator {
            // A postfix `!` or `?` (`x! / 2`) ends an expression; other operators do not.
            let last = bytes[previous.range.upperBound - 1]
            guard tokens.count >= 2, last == UInt8(ascii: "!") || last == UInt8(ascii: "?") else { return true }
            let beforeOperator = tokens[tokens.count - 2]
            let isPostfix =
                !previous.hasLeadingTrivia && !beforeOperator.hasTrailingTrivia
                && endsExpression(beforeOperator)
            return !isPostfix
        }
        return !endsExpression(previous)
    }

    private func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringClose, .regexLiteral,
            .rightParen, .rightBracket, .rightBrace, .poundIdentifier:
            true
        case .keyword:
            switch token.keyword {
            case .self, .Self, .super, .true, .false, .nil, .Any: true
            default: false
            }
        default:
            false
        }
    }

    /// `/…/` on one line. Following SE-0354, the body may not start with a space or tab and
    /// may not contain an unbalanced `)`; otherwise the `/` is an operator. Returns whether
    /// a literal was consumed.
    mutating func lexBareRegexLiteral() -> Bool {
        let bodyStart = position + 1
        guard bodyStart < end else { return false }
        let first = bytes[bodyStart]
        guard !CharacterClass.isHorizontalSpace(first), !CharacterClass.isLineBreak(first) else { return false }
        var scan = bodyStart
        var parenDepth = 0
        while scan < end {
            let byte = bytes[scan]
            switch byte {
            case UInt8(ascii: "\\"):
                scan += 1
                guard scan < end, !CharacterClass.isLineBreak(bytes[scan]) else { return false }
            case UInt8(ascii: "("):
                parenDepth += 1
            case UInt8(ascii: ")"):
                parenDepth -= 1
                if parenDepth < 0 { return false }
            case UInt8(ascii: "/"):
                guard scan > bodyStart, !CharacterClass.isHorizontalSpace(bytes[scan - 1]) else { return false }
                position = scan + 1
                return true
            case 0x0A, 0x0D:
                return false
            default:
                break
            }
            scan += 1
        }
        return false
    }

    /// `#/…/#` with any number of `#`: unambiguous, so an unclosed one is a diagnosed
    /// literal running to the end of its line (or of the input, when it opened a line).
    mutating func lexExtendedRegexLiteral(poundCount: Int) {
        let openLine = line
        let openColumn = column
        position += poundCount + 1
        let isMultiline = position < end && CharacterClass.isLineBreak(bytes[position])
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), poundsFollow(at: position + 1, count: poundCount) {
                position += 1 + poundCount
                return
            }
            if byte == UInt8(ascii: "\\"), position + 1 < end, !CharacterClass.isLineBreak(bytes[position + 1]) {
                position += 2
            } else if CharacterClass.isLineBreak(byte) {
                if !isMultiline { break }
                consumeLineBreak()
            } else {
                position += 1
            }
        }
        diagnose(.unterminatedRegex, line: openLine, column: openColumn)
    }
}
