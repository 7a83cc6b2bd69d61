/// Lexing of code tokens: names, numbers, operators, punctuation, `#` and `@` forms.
extension LexerCursor {
    /// Lexes the token at `position` (which is not trivia) and advances past it.
    /// Always consumes at least one byte.
    // Inlined into the one loop that calls it: as a call per token, saving and restoring the
    // cursor's state around it was a sixth of the lexer's instructions.
    @inline(__always)
    mutating func lexCodeToken() -> (TokenKind, Keyword?) {
        let byte = bytes[position]
        switch tokenStarts[Int(byte)] {
        case .identifier:
            return lexIdentifier()
        case .digit:
            return (lexNumber(), nil)
        case .dollar:
            position += 1
            skipIdentifierContinuation()
            return (.identifier, nil)
        case .backtick:
            return (lexBacktickedIdentifier(), nil)
        case .quote:
            openString(poundCount: 0)
            return (.stringOpen, nil)
        case .pound:
            return lexPound()
        case .at:
            return (lexAttribute(), nil)
        case .leftParen:
            position += 1
            brackets.append(byte)
            if case .interpolation(let parens) = modes.current {
                modes.perform(.replace(.interpolation(parens: parens + 1)))
            }
            return (.leftParen, nil)
        case .rightParen:
            position += 1
            popBracket(matching: UInt8(ascii: "("))
            if case .interpolation(let parens) = modes.current {
                if parens == 0 {  // the `)` of `\(`: back to the string's text
                    modes.perform(.pop)
                    return (.interpolationClose, nil)
                }
                modes.perform(.replace(.interpolation(parens: parens - 1)))
            }
            return (.rightParen, nil)
        case .leftBrace:
            position += 1
            brackets.append(byte)
            return (.leftBrace, nil)
        case .rightBrace:
            position += 1
            popBracket(matching: UInt8(ascii: "{"))
            return (.rightBrace, nil)
        case .leftBracket:
            position += 1
            brackets.append(byte)
            return (.leftBracket, nil)
        case .rightBracket:
            position += 1
            popBracket(matching: UInt8(ascii: "["))
            return (.rightBracket, nil)
        case .comma:
            position += 1
            return (.comma, nil)
        case .colon:
            position += 1
            return (.colon, nil)
        case .semicolon:
            position += 1
            return (.semicolon, nil)
        case .backslash:
            position += 1
            return (.backslash, nil)
        case .period:
            return (lexPeriod(), nil)
        case .slash:
            if regexMayStartHere(), lexBareRegexLiteral() {
                return (.regexLiteral, nil)
            }
            return (lexOperator(), nil)
        case .operatorCharacter:
            return (lexOperator(), nil)
        case .nonASCII:
            guard let (scalar, length) = CharacterClass.decodeScalar(bytes, at: position) else {
                return (lexUnknownBytes(), nil)
            }
            if CharacterClass.isOperatorHead(scalar) {
                return (lexOperator(), nil)
            }
            position += length
            skipIdentifierContinuation()
            return (.identifier, nil)
        case .invalid:
            return (lexUnknownBytes(), nil)
        }
    }

    private mutating func popBracket(matching open: UInt8) {
        if brackets.last == open {
            brackets.removeLast()
        }
    }

    // MARK: Names

    @inline(__always)  // nearly half of all tokens are names: a call per name cost about a tenth of the lexer
    private mutating func lexIdentifier() -> (TokenKind, Keyword?) {
        let start = position
        position += 1
        skipIdentifierContinuation()
        guard let keyword = keywords.keyword(in: bytes, from: start, to: position) else {
            return (.identifier, nil)
        }
        return (keyword.isReserved ? .keyword : .identifier, keyword)
    }

    /// Advances over identifier characters: ASCII letters, digits, `_`, `$`, and any
    /// non-ASCII scalar that is not an operator character.
    @inline(__always)
    mutating func skipIdentifierContinuation() {
        let bytes = self.bytes
        let flags = self.flags
        var position = self.position
        defer { self.position = position }
        while position < end {
            let byte = bytes[position]
            if flags[Int(byte)] & CharacterClass.identifierContinueFlag != 0 {
                position += 1
            } else if byte < 0x80 {
                return
            } else {
                guard let (scalar, length) = CharacterClass.decodeScalar(bytes, at: position),
                    !CharacterClass.isOperatorHead(scalar)
                else { return }
                position += length
            }
        }
    }

    /// `` `name` `` on one line; an unclosed backtick is an unknown token.
    private mutating func lexBacktickedIdentifier() -> TokenKind {
        let openColumn = column
        var scan = position + 1
        while scan < end, bytes[scan] != UInt8(ascii: "`"), !CharacterClass.isLineBreak(bytes[scan]) {
            scan += 1
        }
        if scan < end, bytes[scan] == UInt8(ascii: "`"), scan > position + 1 {
            position = scan + 1
            return .identifier
        }
        diagnose(.unterminatedBacktick, line: line, column: openColumn)
        position += 1
        return .unknown
    }

    private mutating func lexAttribute() -> TokenKind {
        let next = position + 1
        guard next < end else { return lexUnknownBytes() }
        let byte = bytes[next]
        let startsName: Bool
        if byte < 0x80 {
            startsName = CharacterClass.isASCIILetter(byte) || byte == UInt8(ascii: "_")
        } else if let (scalar, _) = CharacterClass.decodeScalar(bytes, at: next) {
            startsName = !CharacterClass.isOperatorHead(scalar)
        } else {
            startsName = false
        }
        guard startsName else { return lexUnknownBytes() }
        position = next
        skipIdentifierContinuation()
        return .attribute
    }

    // MARK: Numbers

    /// Integer and floating-point literals in every radix, with `_` separators. Letters
    /// glued to the literal (`12px`) stay part of it, as the compiler reports them there.
    private mutating func lexNumber() -> TokenKind {
        var kind = TokenKind.integerLiteral
        if bytes[position] == UInt8(ascii: "0"), position + 1 < end,
            let radix = radix(of: bytes[position + 1])
        {
            position += 2
            skip { CharacterClass.isHexDigit($0) || $0 == UInt8(ascii: "_") }
            if radix == 16 {
                kind = lexHexFloatTail()
            }
        } else {
            skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
            if position + 1 < end, bytes[position] == UInt8(ascii: "."), CharacterClass.isDigit(bytes[position + 1]) {
                position += 1
                skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
                kind = .floatLiteral
            }
            if position < end, bytes[position] | 0x20 == UInt8(ascii: "e"), exponentFollows(at: position + 1) {
                position += 1
                skipExponent()
                kind = .floatLiteral
            }
        }
        skipIdentifierContinuation()
        return kind
    }

    private func radix(of byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "x"): 16
        case UInt8(ascii: "o"): 8
        case UInt8(ascii: "b"): 2
        default: nil
        }
    }

    /// `0x1.8p3`: a hex fraction counts only when a `p` exponent completes it.
    private mutating func lexHexFloatTail() -> TokenKind {
        var scan = position
        if scan + 1 < end, bytes[scan] == UInt8(ascii: "."), CharacterClass.isHexDigit(bytes[scan + 1]) {
            scan += 1
            while scan < end, CharacterClass.isHexDigit(bytes[scan]) || bytes[scan] == UInt8(ascii: "_") {
                scan += 1
            }
        }
        guard scan < end, bytes[scan] | 0x20 == UInt8(ascii: "p"), exponentFollows(at: scan + 1) else {
            return .integerLiteral
        }
        position = scan + 1
        skipExponent()
        return .floatLiteral
    }

    private func exponentFollows(at offset: Int) -> Bool {
        guard offset < end else { return false }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
            return offset + 1 < end && CharacterClass.isDigit(bytes[offset + 1])
        }
        return CharacterClass.isDigit(byte)
    }

    private mutating func skipExponent() {
        if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        skip { CharacterClass.isDigit($0) || $0 == UInt8(ascii: "_") }
    }

    @inline(__always)
    private mutating func skip(while predicate: (UInt8) -> Bool) {
        while position < end, predicate(bytes[position]) {
            position += 1
        }
    }

    // MARK: Operators and punctuation

    /// `.` alone is member access; followed by operator characters it starts a dot
    /// operator (`...`, `..<`, `.==`), which may contain further dots.
    private mutating func lexPeriod() -> TokenKind {
        let next = position + 1
        guard next < end, bytes[next] == UInt8(ascii: ".") || CharacterClass.isASCIIOperator(bytes[next]) else {
            position += 1
            return .period
        }
        return lexOperator()
    }

    /// The longest run of operator characters; `=` and `->` get kinds of their own.
    /// A `//` or `/*` inside the run starts a comment and ends the operator.
    mutating func lexOperator() -> TokenKind {
        let start = position
        let allowsDots = bytes[position] == UInt8(ascii: ".")
        while position < end {
            let byte = bytes[position]
            if byte < 0x80 {
                if byte == UInt8(ascii: "/"), position > start, position + 1 < end,
                    bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
                {
                    break
                }
                guard CharacterClass.isASCIIOperator(byte) || (allowsDots && byte == UInt8(ascii: ".")) else { break }
                position += 1
            } else {
                guard let (scalar, length) = CharacterClass.decodeScalar(bytes, at: position) else { break }
                let isOperator =
                    position == start
                    ? CharacterClass.isOperatorHead(scalar) : CharacterClass.isOperatorContinue(scalar)
                guard isOperator else { break }
                position += length
            }
        }
        if position - start == 1, bytes[start] == UInt8(ascii: "=") {
            return .equal
        }
        if position - start == 2, bytes[start] == UInt8(ascii: "-"), bytes[start + 1] == UInt8(ascii: ">") {
            return .arrow
        }
        return .operator
    }

    // MARK: `#` forms

    private mutating func lexPound() -> (TokenKind, Keyword?) {
        var after = position
        while after < end, bytes[after] == UInt8(ascii: "#") {
            after += 1
        }
        let poundCount = after - position
        if after < end, bytes[after] == UInt8(ascii: "\"") {
            position = after
            openString(poundCount: poundCount)
            return (.stringOpen, nil)
        }
        if after < end, bytes[after] == UInt8(ascii: "/") {
            lexExtendedRegexLiteral(poundCount: poundCount)
            return (.regexLiteral, nil)
        }
        if poundCount == 1, after < end, tokenStarts[Int(bytes[after])] == .identifier {
            position = after
            let nameStart = position
            skipIdentifierContinuation()
            return (directiveKind(from: nameStart, to: position), nil)
        }
        return (lexUnknownBytes(), nil)
    }

    private func directiveKind(from start: Int, to end: Int) -> TokenKind {
        func spells(_ word: StaticString) -> Bool {
            guard word.utf8CodeUnitCount == end - start else { return false }
            let pointer = word.utf8Start
            for index in 0..<(end - start) where pointer[index] != bytes[start + index] {
                return false
            }
            return true
        }
        if spells("if") { return .poundIf }
        if spells("elseif") { return .poundElseif }
        if spells("else") { return .poundElse }
        if spells("endif") { return .poundEndif }
        return .poundIdentifier
    }

    // MARK: Unknown input

    /// A run of bytes that cannot start a token, reported once.
    mutating func lexUnknownBytes() -> TokenKind {
        let start = position
        let startColumn = column
        repeat {
            position += 1
        } while position < end && cannotStartToken(at: position)
        diagnose(.unexpectedBytes(count: position - start), line: line, column: startColumn)
        return .unknown
    }

    private func cannotStartToken(at offset: Int) -> Bool {
        let byte = bytes[offset]
        if byte >= 0x80 {
            return CharacterClass.decodeScalar(bytes, at: offset) == nil
        }
        return byte < 0x20 && !CharacterClass.isHorizontalSpace(byte) && !CharacterClass.isLineBreak(byte)
            || byte == 0x7F || byte == UInt8(ascii: "'")
    }
}
