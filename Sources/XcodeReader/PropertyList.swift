/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`:
/// strings, `<hex>` data, `( … )` arrays and `{ key = value; }` dictionaries. Numbers and booleans
/// are strings in this format; whoever reads a value decides what it means.
public indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }
}

/// Where and why a property list could not be read: a 1-based line, and a column counted in UTF-8
/// bytes as Strata's diagnostics count it.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// Reads an old-style property list exactly, or says where it stops making sense. Works on the
/// bytes, not on `String`'s characters, so a 300 KB project file reads in milliseconds.
public struct PropertyListReader {
    private let bytes: [UInt8]
    private var offset = 0

    /// The value the text holds; only comments and white space may follow it.
    public static func read(_ bytes: [UInt8]) throws(PropertyListError) -> PropertyListValue {
        var reader = PropertyListReader(bytes: bytes)
        reader.skipTrivia()
        guard reader.offset < bytes.count else {
            throw reader.error("the file is empty; a project file starts with '{'", at: reader.offset)
        }
        let value = try reader.readValue()
        reader.skipTrivia()
        if reader.offset < bytes.count {
            throw reader.error("unexpected text after the end of the property list", at: reader.offset)
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")

    private mutating func readValue() throws(PropertyListError) -> PropertyListValue {
        guard offset < bytes.count else { throw error("the file ends where a value should be", at: offset) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readDictionary()
        case UInt8(ascii: "("): return try readArray()
        case UInt8(ascii: "<"): return try readData()
        case Self.quote: return .string(try readQuotedString())
        default:
            guard let word = readUnquotedString() else {
                throw error("unexpected '\(printable(bytes[offset]))' where a value should be", at: offset)
            }
            return .string(word)
        }
    }

    private mutating func readDictionary() throws(PropertyListError) -> PropertyListValue {
        let opening = offset
        offset += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            skipTrivia()
            guard offset < bytes.count else {
                throw error("the file ends inside the dictionary opened at \(position(of: opening))", at: offset)
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .dictionary(entries)
            }
            let keyStart = offset
            let key: String
            if bytes[offset] == Self.quote {
                key = try readQuotedString()
            } else if let word = readUnquotedString() {
                key = word
            } else {
                throw error("unexpected '\(printable(bytes[offset]))' where a key or '}' should be", at: offset)
            }
            skipTrivia()
            try expect("=", after: "the key '\(key)'")
            skipTrivia()
            let value = try readValue()
            skipTrivia()
            try expect(";", after: "the value of '\(key)'")
            if entries.updateValue(value, forKey: key) != nil {
                throw error("the key '\(key)' appears twice in one dictionary", at: keyStart)
            }
        }
    }

    private mutating func readArray() throws(PropertyListError) -> PropertyListValue {
        let opening = offset
        offset += 1
        var elements: [PropertyListValue] = []
        while true {
            skipTrivia()
            guard offset < bytes.count else {
                throw error("the file ends inside the array opened at \(position(of: opening))", at: offset)
            }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return .array(elements)
            }
            elements.append(try readValue())
            skipTrivia()
            guard offset < bytes.count else {
                throw error("the file ends inside the array opened at \(position(of: opening))", at: offset)
            }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' after an array element", at: offset)
            }
        }
    }

    private mutating func readData() throws(PropertyListError) -> PropertyListValue {
        let opening = offset
        offset += 1
        var data: [UInt8] = []
        var pending: UInt8?
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard pending == nil else { throw error("the data has an odd number of hex digits", at: opening) }
                offset += 1
                return .data(data)
            }
            if let digit = hexValue(byte) {
                if let high = pending {
                    data.append(high << 4 | digit)
                    pending = nil
                } else {
                    pending = digit
                }
            } else if !isWhiteSpace(byte) {
                throw error("unexpected '\(printable(byte))' in data; data holds hex digits", at: offset)
            }
            offset += 1
        }
        throw error("the file ends inside the data opened at \(position(of: opening))", at: offset)
    }

    private mutating func readQuotedString() throws(PropertyListError) -> String {
        let opening = offset
        offset += 1
        let start = offset
        // Most strings have no escape: cut them straight from the bytes.
        while offset < bytes.count, bytes[offset] != Self.quote, bytes[offset] != Self.backslash { offset += 1 }
        guard offset < bytes.count else {
            throw error("the file ends inside the string opened at \(position(of: opening))", at: offset)
        }
        if bytes[offset] == Self.quote {
            offset += 1
            return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
        }
        var text = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == Self.quote {
                offset += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == Self.backslash {
                try readEscape(into: &text)
            } else {
                text.append(byte)
                offset += 1
            }
        }
        throw error("the file ends inside the string opened at \(position(of: opening))", at: offset)
    }

    private mutating func readEscape(into text: inout [UInt8]) throws(PropertyListError) {
        let escape = offset
        offset += 1
        guard offset < bytes.count else { throw error("the file ends inside an escape", at: escape) }
        let letter = bytes[offset]
        offset += 1
        switch letter {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"):
            var scalar: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                    throw error("'\\U' must be followed by four hex digits", at: escape)
                }
                scalar = scalar << 4 | UInt32(digit)
                offset += 1
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error("'\\U' names no Unicode character", at: escape)
            }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(letter - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value << 3 | UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            guard value <= 0xFF, let unicode = Unicode.Scalar(value) else {
                throw error("the octal escape is larger than one byte", at: escape)
            }
            text.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves.
            text.append(letter)
        }
    }

    private mutating func readUnquotedString() -> String? {
        let start = offset
        while offset < bytes.count, isUnquotedCharacter(bytes[offset]) { offset += 1 }
        return offset > start ? String(decoding: bytes[start..<offset], as: UTF8.self) : nil
    }

    private mutating func expect(_ character: Unicode.Scalar, after what: String) throws(PropertyListError) {
        guard offset < bytes.count else {
            throw error("the file ends where '\(character)' after \(what) should be", at: offset)
        }
        guard bytes[offset] == UInt8(ascii: character) else {
            throw error("expected '\(character)' after \(what), found '\(printable(bytes[offset]))'", at: offset)
        }
        offset += 1
    }

    /// White space, `/* … */` and `// …` comments (the `// !$*UTF8*$!` header is one).
    private mutating func skipTrivia() {
        while offset < bytes.count {
            let byte = bytes[offset]
            if isWhiteSpace(byte) {
                offset += 1
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                offset += 2
                while offset < bytes.count,
                    !(bytes[offset] == UInt8(ascii: "*") && offset + 1 < bytes.count
                        && bytes[offset + 1] == UInt8(ascii: "/"))
                {
                    offset += 1
                }
                offset = min(offset + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else {
                return
            }
        }
    }

    private func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// The characters an unquoted string may hold, as Core Foundation's old-style parser takes them.
    private func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private func position(of target: Int) -> String {
        let (line, column) = lineAndColumn(of: target)
        return "\(line):\(column)"
    }

    /// Counted only when something goes wrong, so reading never pays for it.
    private func lineAndColumn(of target: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(target, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, target - lineStart + 1)
    }

    private func error(_ message: String, at target: Int) -> PropertyListError {
        let (line, column) = lineAndColumn(of: target)
        return PropertyListError(line: line, column: column, message: message)
    }
}
