/// JSON strings: plain ASCII runs copied at once, escapes, and UTF-8 validated scalar by scalar.
extension JSONDocumentParser {
    mutating func parseString() throws(KnowledgeError) -> String {
        let opening = cursor.position
        cursor.advance()
        let plainEnd = endOfPlainASCII(from: cursor.offset)
        if plainEnd < cursor.bytes.count, cursor.bytes[plainEnd] == UInt8(ascii: "\"") {
            // The common case: no escapes, no multi-byte characters.
            let text = String(decoding: cursor.bytes[cursor.offset..<plainEnd], as: UTF8.self)
            cursor.advanceOverASCII(by: plainEnd - cursor.offset + 1)
            return text
        }
        var utf8: [UInt8] = []
        while true {
            let runEnd = endOfPlainASCII(from: cursor.offset)
            utf8.append(contentsOf: cursor.bytes[cursor.offset..<runEnd])
            cursor.advanceOverASCII(by: runEnd - cursor.offset)
            guard let byte = cursor.current else {
                throw failure("unterminated string; add the closing \"", at: opening)
            }
            switch byte {
            case UInt8(ascii: "\""):
                cursor.advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &utf8)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw failure(
                    "unterminated string (line break inside it); add the closing \" or write \\n", at: opening)
            case 0x00..<0x20:
                throw failure(
                    "control character \(Self.scalarName(UInt32(byte))) in a string; write it as a \\u escape")
            default:
                try appendMultibyteScalar(into: &utf8)
            }
        }
    }

    /// The end of the run of string bytes from `start` that need no attention: printable
    /// ASCII other than `"` and `\`.
    private func endOfPlainASCII(from start: Int) -> Int {
        var end = start
        let bytes = cursor.bytes
        while end < bytes.count {
            let byte = bytes[end]
            if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            end += 1
        }
        return end
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(KnowledgeError) {
        let backslash = cursor.position
        cursor.advance()
        let escaped: UInt8
        switch cursor.current {
        case UInt8(ascii: "\""): escaped = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): escaped = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): escaped = UInt8(ascii: "/")
        case UInt8(ascii: "b"): escaped = 0x08
        case UInt8(ascii: "f"): escaped = 0x0C
        case UInt8(ascii: "n"): escaped = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): escaped = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): escaped = UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            cursor.advance()
            let scalar = try parseUnicodeEscape(startingAt: backslash)
            utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        case nil:
            throw failure("unterminated string; add the closing \"", at: backslash)
        default:
            throw failure(
                "invalid escape \"\\\(describeCurrentCharacter())\"; "
                    + "use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX", at: backslash)
        }
        utf8.append(escaped)
        cursor.advance()
    }

    /// Reads the four hex digits after `\u`, joining a UTF-16 surrogate pair into one scalar.
    private mutating func parseUnicodeEscape(startingAt backslash: SourcePosition) throws(KnowledgeError)
        -> Unicode.Scalar
    {
        let unit = try parseHexQuad(escapeAt: backslash)
        switch unit {
        case 0xD800...0xDBFF:
            let lowBackslash = cursor.position
            guard cursor.current == UInt8(ascii: "\\"), cursor.peek(1) == UInt8(ascii: "u") else {
                throw failure(
                    "unpaired surrogate \\u\(Self.hex(unit)); follow it with a low surrogate \\uDC00–\\uDFFF",
                    at: backslash)
            }
            cursor.advance(by: 2)
            let low = try parseHexQuad(escapeAt: lowBackslash)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure(
                    "\\u\(Self.hex(unit)) must be followed by a low surrogate \\uDC00–\\uDFFF, "
                        + "not \\u\(Self.hex(low))", at: lowBackslash)
            }
            // Both halves are in range, so the combined value is a valid supplementary scalar.
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        case 0xDC00...0xDFFF:
            throw failure(
                "unpaired low surrogate \\u\(Self.hex(unit)); it must follow a high surrogate \\uD800–\\uDBFF",
                at: backslash)
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private mutating func parseHexQuad(escapeAt backslash: SourcePosition) throws(KnowledgeError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = cursor.current, let digit = byte.hexDigitValue else {
                throw failure("\\u must be followed by four hex digits", at: backslash)
            }
            value = value << 4 | UInt32(digit)
            cursor.advance()
        }
        return value
    }

    /// Copies one multi-byte UTF-8 sequence after checking it is well-formed (RFC 3629).
    private mutating func appendMultibyteScalar(into utf8: inout [UInt8]) throws(KnowledgeError) {
        let lead = cursor.current!
        let continuationRange: ClosedRange<UInt8>
        let continuationCount: Int
        switch lead {
        case 0xC2...0xDF: (continuationCount, continuationRange) = (1, 0x80...0xBF)
        case 0xE0: (continuationCount, continuationRange) = (2, 0xA0...0xBF)
        case 0xED: (continuationCount, continuationRange) = (2, 0x80...0x9F)
        case 0xE1...0xEF: (continuationCount, continuationRange) = (2, 0x80...0xBF)
        case 0xF0: (continuationCount, continuationRange) = (3, 0x90...0xBF)
        case 0xF4: (continuationCount, continuationRange) = (3, 0x80...0x8F)
        case 0xF1...0xF3: (continuationCount, continuationRange) = (3, 0x80...0xBF)
        default: throw invalidUTF8()
        }
        for distance in 1...continuationCount {
            guard let byte = cursor.peek(distance),
                distance == 1 ? continuationRange.contains(byte) : (0x80...0xBF).contains(byte)
            else { throw invalidUTF8() }
        }
        for _ in 0...continuationCount {
            utf8.append(cursor.current!)
            cursor.advance()
        }
    }
}
