import Foundation

/// An RFC 8259 parser that keeps the line:column of every value and key.
///
/// Foundation's `JSONSerialization` forgets positions, accepts duplicate keys and reports
/// errors as byte offsets; knowledge authors need "line 12, column 7, here is why".
/// Malformed input never traps: every failure is a `KnowledgeError.malformedJSON`.
public enum JSONParser {
    /// Deeper documents are rejected instead of risking the stack; knowledge files nest a few levels.
    public static let maximumDepth = 512

    public static func parse(_ data: Data, file: String) throws(KnowledgeError) -> JSONValue {
        var parser = Parser(bytes: [UInt8](data), file: file)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String, file: String) throws(KnowledgeError) -> JSONValue {
        var parser = Parser(bytes: Array(text.utf8), file: file)
        return try parser.parseDocument()
    }
}

private struct Parser {
    private var cursor: SourceCursor
    private let file: String
    private var depth = 0
    private var objectCount = 0

    init(bytes: [UInt8], file: String) {
        // RFC 8259 §8.1 lets parsers ignore a byte order mark; editors on Windows add one.
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        self.cursor = SourceCursor(bytes: bytes.starts(with: bom) ? Array(bytes.dropFirst(3)) : bytes)
        self.file = file
    }

    mutating func parseDocument() throws(KnowledgeError) -> JSONValue {
        skipWhitespace()
        if cursor.isAtEnd {
            throw failure("the file is empty; write a JSON value")
        }
        let value = try parseValue()
        skipWhitespace()
        if !cursor.isAtEnd {
            throw failure("\(describeCurrent()) after the end of the JSON value; remove it")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(KnowledgeError) -> JSONValue {
        let start = cursor.position
        switch cursor.current {
        case UInt8(ascii: "{"):
            return try parseObject()
        case UInt8(ascii: "["):
            return try parseArray()
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
            return JSONValue(.number(try parseNumber()), at: start)
        case (UInt8(ascii: "a")...UInt8(ascii: "z"))?, (UInt8(ascii: "A")...UInt8(ascii: "Z"))?:
            return JSONValue(try parseLiteral(), at: start)
        case nil:
            throw failure("unexpected end of input; expected a value")
        default:
            throw failure("\(describeCurrent()); expected a value")
        }
    }

    private mutating func parseLiteral() throws(KnowledgeError) -> JSONValue.Kind {
        let start = cursor.position
        var word: [UInt8] = []
        while let byte = cursor.current, byte.isASCIILetterOrDigit {
            word.append(byte)
            cursor.advance()
        }
        switch String(decoding: word, as: UTF8.self) {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case let other:
            throw failure(
                "unexpected word \"\(Self.clipped(other))\"; JSON values are strings in double quotes, "
                    + "numbers, true, false, null, arrays and objects", at: start)
        }
    }

    private mutating func parseObject() throws(KnowledgeError) -> JSONValue {
        let start = cursor.position
        let id = objectCount
        objectCount += 1
        try enterNesting()
        cursor.advance()
        var members: [JSONObject.Member] = []
        var indexByKey: [String: Int] = [:]
        skipWhitespace()
        if cursor.current == UInt8(ascii: "}") {
            cursor.advance()
            depth -= 1
            return JSONValue(.object(JSONObject(members: [], indexByKey: [:], id: id)), at: start)
        }
        while true {
            skipWhitespace()
            guard cursor.current == UInt8(ascii: "\"") else {
                if cursor.isAtEnd { throw unclosed("object", openedAt: start) }
                throw failure("\(describeCurrent()); expected a key in double quotes")
            }
            let keyPosition = cursor.position
            let key = try parseString()
            if let first = indexByKey[key] {
                throw failure(
                    "duplicate key \"\(Self.clipped(key))\" (first at \(members[first].keyPosition)); remove one of them",
                    at: keyPosition)
            }
            indexByKey[key] = members.count
            skipWhitespace()
            guard cursor.current == UInt8(ascii: ":") else {
                if cursor.isAtEnd { throw unclosed("object", openedAt: start) }
                throw failure("\(describeCurrent()); expected \":\" after key \"\(Self.clipped(key))\"")
            }
            cursor.advance()
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch cursor.current {
            case UInt8(ascii: ","):
                let comma = cursor.position
                cursor.advance()
                skipWhitespace()
                if cursor.current == UInt8(ascii: "}") {
                    throw failure("trailing comma before \"}\"; remove the comma", at: comma)
                }
            case UInt8(ascii: "}"):
                cursor.advance()
                depth -= 1
                return JSONValue(.object(JSONObject(members: members, indexByKey: indexByKey, id: id)), at: start)
            case nil:
                throw unclosed("object", openedAt: start)
            default:
                throw failure(
                    "\(describeCurrent()); expected \",\" or \"}\" after the value of \"\(Self.clipped(key))\"")
            }
        }
    }

    private mutating func parseArray() throws(KnowledgeError) -> JSONValue {
        let start = cursor.position
        try enterNesting()
        cursor.advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if cursor.current == UInt8(ascii: "]") {
            cursor.advance()
            depth -= 1
            return JSONValue(.array([]), at: start)
        }
        while true {
            skipWhitespace()
            if cursor.isAtEnd { throw unclosed("array", openedAt: start) }
            elements.append(try parseValue())
            skipWhitespace()
            switch cursor.current {
            case UInt8(ascii: ","):
                let comma = cursor.position
                cursor.advance()
                skipWhitespace()
                if cursor.current == UInt8(ascii: "]") {
                    throw failure("trailing comma before \"]\"; remove the comma", at: comma)
                }
            case UInt8(ascii: "]"):
                cursor.advance()
                depth -= 1
                return JSONValue(.array(elements), at: start)
            case nil:
                throw unclosed("array", openedAt: start)
            default:
                throw failure("\(describeCurrent()); expected \",\" or \"]\" after an array element")
            }
        }
    }

    private mutating func enterNesting() throws(KnowledgeError) {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw failure("arrays and objects nest deeper than \(JSONParser.maximumDepth) levels; flatten the document")
        }
    }

    // MARK: Numbers

    /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` and returns it as written.
    private mutating func parseNumber() throws(KnowledgeError) -> String {
        let start = cursor.position
        let startOffset = cursor.offset
        if cursor.current == UInt8(ascii: "-") { cursor.advance() }
        switch cursor.current {
        case UInt8(ascii: "0"):
            cursor.advance()
            if let next = cursor.current, next.isASCIIDigit {
                throw failure(
                    "numbers cannot have leading zeros; write \"0.\" for a fraction or drop the zeros", at: start)
            }
        case let byte? where byte.isASCIIDigit:
            skipDigits()
        default:
            throw failure("\"-\" must be followed by a digit", at: start)
        }
        if cursor.current == UInt8(ascii: ".") {
            cursor.advance()
            guard let byte = cursor.current, byte.isASCIIDigit else {
                throw failure("a decimal point must be followed by a digit", at: start)
            }
            skipDigits()
        }
        if cursor.current == UInt8(ascii: "e") || cursor.current == UInt8(ascii: "E") {
            cursor.advance()
            if cursor.current == UInt8(ascii: "+") || cursor.current == UInt8(ascii: "-") { cursor.advance() }
            guard let byte = cursor.current, byte.isASCIIDigit else {
                throw failure("an exponent must have digits, e.g. 1e3", at: start)
            }
            skipDigits()
        }
        return String(decoding: cursor.bytes[startOffset..<cursor.offset], as: UTF8.self)
    }

    private mutating func skipDigits() {
        while let byte = cursor.current, byte.isASCIIDigit { cursor.advance() }
    }

    // MARK: Strings

    private mutating func parseString() throws(KnowledgeError) -> String {
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

    // MARK: Helpers

    private mutating func skipWhitespace() {
        while let byte = cursor.current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            cursor.advance()
        }
    }

    /// A word or key as an error quotes it: the first 60 characters, so a megabyte-long key
    /// does not come back whole in the message.
    static func clipped(_ text: String) -> String {
        text.utf8.count <= 60 ? text : String(text.prefix(60)) + "…"
    }

    private func failure(_ reason: String, at position: SourcePosition? = nil) -> KnowledgeError {
        let position = position ?? cursor.position
        return .json(.malformedJSON(reason), at: JSONLocation(file: file, path: nil, position: position))
    }

    private func unclosed(_ container: String, openedAt start: SourcePosition) -> KnowledgeError {
        failure("unexpected end of input; the \(container) opened at \(start) is never closed")
    }

    private func invalidUTF8() -> KnowledgeError {
        failure("invalid UTF-8 byte 0x\(Self.hex(UInt32(cursor.current ?? 0), width: 2)); save the file as UTF-8")
    }

    /// `unexpected character "x"`, naming invisible characters by code point.
    private func describeCurrent() -> String {
        "unexpected character \(describeCurrentCharacter(quoted: true))"
    }

    private func describeCurrentCharacter(quoted: Bool = false) -> String {
        guard let byte = cursor.current else { return "end of input" }
        var scalar: Unicode.Scalar?
        if byte < 0x80 {
            scalar = Unicode.Scalar(byte)
        } else {
            var iterator = cursor.bytes[cursor.offset...].makeIterator()
            var decoder = UTF8()
            if case .scalarValue(let decoded) = decoder.decode(&iterator) { scalar = decoded }
        }
        guard let scalar else { return "byte 0x\(Self.hex(UInt32(byte), width: 2))" }
        if scalar.value < 0x21 || scalar.properties.generalCategory == .format {
            return Self.scalarName(scalar.value)
        }
        return quoted ? "\"\(Character(scalar))\"" : String(Character(scalar))
    }

    private static func scalarName(_ value: UInt32) -> String { "U+" + hex(value) }

    private static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
