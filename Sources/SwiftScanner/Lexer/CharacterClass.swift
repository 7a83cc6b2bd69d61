/// Byte and scalar classification for the lexer.
///
/// ASCII decisions are single comparisons on the byte; only bytes ≥ 0x80 decode a scalar,
/// because identifier and operator characters outside ASCII are rare in practice.
enum CharacterClass {
    /// Per-byte flags for the lexer's hot loops: one load and one test per byte.
    static let identifierContinueFlag: UInt8 = 1
    static let horizontalSpaceFlag: UInt8 = 2
    static let lineBreakFlag: UInt8 = 4
    static let operatorFlag: UInt8 = 8

    /// The flags of every byte value. Allocated once and never freed, so cursors can keep
    /// a plain pointer to it.
    nonisolated(unsafe) static let flags: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            var flags: UInt8 = 0
            if isASCIIIdentifierContinue(byte) { flags |= identifierContinueFlag }
            // The compiler reads a NUL byte as whitespace (with a warning), and so does the lexer.
            if isHorizontalSpace(byte) || byte == 0 { flags |= horizontalSpaceFlag }
            if isLineBreak(byte) { flags |= lineBreakFlag }
            if isASCIIOperator(byte) { flags |= operatorFlag }
            table[value] = flags
        }
        return UnsafePointer(table)
    }()

    /// What a token starting with a given byte can be, so the lexer dispatches on one
    /// table load instead of a chain of comparisons.
    enum TokenStart: UInt8 {
        case identifier, digit, dollar, backtick, quote, pound, at
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        case comma, colon, semicolon, backslash, period, slash, operatorCharacter
        case nonASCII, invalid
    }

    /// The ``TokenStart`` of every byte value; allocated once and never freed.
    nonisolated(unsafe) static let tokenStarts: UnsafePointer<TokenStart> = {
        let table = UnsafeMutablePointer<TokenStart>.allocate(capacity: 256)
        let punctuation: [UInt8: TokenStart] = [
            UInt8(ascii: "$"): .dollar, UInt8(ascii: "`"): .backtick, UInt8(ascii: "\""): .quote,
            UInt8(ascii: "#"): .pound, UInt8(ascii: "@"): .at, UInt8(ascii: "("): .leftParen,
            UInt8(ascii: ")"): .rightParen, UInt8(ascii: "{"): .leftBrace, UInt8(ascii: "}"): .rightBrace,
            UInt8(ascii: "["): .leftBracket, UInt8(ascii: "]"): .rightBracket, UInt8(ascii: ","): .comma,
            UInt8(ascii: ":"): .colon, UInt8(ascii: ";"): .semicolon, UInt8(ascii: "\\"): .backslash,
            UInt8(ascii: "."): .period, UInt8(ascii: "/"): .slash,
        ]
        for value in 0..<256 {
            let byte = UInt8(value)
            let start: TokenStart
            if let known = punctuation[byte] {
                start = known
            } else if isASCIILetter(byte) || byte == UInt8(ascii: "_") {
                start = .identifier
            } else if isDigit(byte) {
                start = .digit
            } else if isASCIIOperator(byte) {
                start = .operatorCharacter
            } else {
                start = byte >= 0x80 ? .nonASCII : .invalid
            }
            table[value] = start
        }
        return UnsafePointer(table)
    }()

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    @inline(__always)
    static func isHexDigit(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- 0x61 < 6 }

    /// ASCII bytes that may continue an identifier (`$` included, as in `$0` and `foo$`).
    @inline(__always)
    static func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    /// ASCII operator characters: `/ = - + ! * % < > & | ^ ~ ?`.
    @inline(__always)
    static func isASCIIOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
            UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }

    @inline(__always)
    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Horizontal whitespace the compiler skips: space, tab, vertical tab, form feed.
    @inline(__always)
    static func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// Decodes the UTF-8 scalar at `offset`; `nil` for an invalid or truncated sequence.
    static func decodeScalar(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int
    ) -> (scalar: UInt32, length: Int)? {
        let end = bytes.count
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            value = UInt32(lead & 0x1F)
        case 0xE0...0xEF:
            length = 3
            value = UInt32(lead & 0x0F)
        case 0xF0...0xF4:
            length = 4
            value = UInt32(lead & 0x07)
        default: return nil
        }
        guard offset + length <= end else { return nil }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Reject overlong forms, surrogates and values past U+10FFFF.
        switch length {
        case 3 where value < 0x800 || (0xD800...0xDFFF).contains(value): return nil
        case 4 where value < 0x10000 || value > 0x10FFFF: return nil
        default: break
        }
        return (value, length)
    }

    /// Non-ASCII scalars that can start an operator, from The Swift Programming Language's
    /// lexical structure (`operator-head`).
    static func isOperatorHead(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0xA1...0xA7, 0xA9, 0xAB, 0xAC, 0xAE, 0xB0, 0xB1, 0xB6, 0xBB, 0xBF, 0xD7, 0xF7,
            0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
            0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF,
            0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            true
        default:
            false
        }
    }

    /// Non-ASCII scalars that can continue an operator (`operator-character`).
    static func isOperatorContinue(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F,
            0xFE20...0xFE2F, 0xE0100...0xE01EF:
            true
        default:
            isOperatorHead(scalar)
        }
    }
}
