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
        var parser = JSONDocumentParser(bytes: [UInt8](data), file: file)
        return try parser.parseDocument()
    }

    public static func parse(_ text: String, file: String) throws(KnowledgeError) -> JSONValue {
        var parser = JSONDocumentParser(bytes: Array(text.utf8), file: file)
        return try parser.parseDocument()
    }
}

/// One document's parse: values, objects, arrays and numbers here; strings in
/// JSONParser+Strings.swift.
struct JSONDocumentParser {
    var cursor: SourceCursor
    let file: String
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
            if try closes(
                "}", container: "object", openedAt: start, after: "the value of \"\(Self.clipped(key))\"")
            {
                return JSONValue(.object(JSONObject(members: members, indexByKey: indexByKey, id: id)), at: start)
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
            if try closes("]", container: "array", openedAt: start, after: "an array element") {
                return JSONValue(.array(elements), at: start)
            }
        }
    }

    /// After a member or an element: whether `close` ends the container here (then read past), or a comma
    /// announces one more (a trailing comma is refused). `after` says, for the error, what came before; built
    /// only for the error, as it quotes a key.
    private mutating func closes(
        _ close: Unicode.Scalar, container: String, openedAt start: SourcePosition, after: @autoclosure () -> String
    ) throws(KnowledgeError) -> Bool {
        skipWhitespace()
        switch cursor.current {
        case UInt8(ascii: ","):
            let comma = cursor.position
            cursor.advance()
            skipWhitespace()
            if cursor.current == UInt8(ascii: close) {
                throw failure("trailing comma before \"\(close)\"; remove the comma", at: comma)
            }
            return false
        case UInt8(ascii: close):
            cursor.advance()
            depth -= 1
            return true
        case nil:
            throw unclosed(container, openedAt: start)
        default:
            throw failure("\(describeCurrent()); expected \",\" or \"\(close)\" after \(after())")
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

    // MARK: Helpers

    mutating func skipWhitespace() {
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

    func failure(_ reason: String, at position: SourcePosition? = nil) -> KnowledgeError {
        let position = position ?? cursor.position
        return .json(.malformedJSON(reason), at: JSONLocation(file: file, path: nil, position: position))
    }

    func unclosed(_ container: String, openedAt start: SourcePosition) -> KnowledgeError {
        failure("unexpected end of input; the \(container) opened at \(start) is never closed")
    }

    func invalidUTF8() -> KnowledgeError {
        failure("invalid UTF-8 byte 0x\(Self.hex(UInt32(cursor.current ?? 0), width: 2)); save the file as UTF-8")
    }

    /// `unexpected character "x"`, naming invisible characters by code point.
    func describeCurrent() -> String {
        "unexpected character \(describeCurrentCharacter(quoted: true))"
    }

    func describeCurrentCharacter(quoted: Bool = false) -> String {
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

    static func scalarName(_ value: UInt32) -> String { "U+" + hex(value) }

    static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
