import Foundation

/// A JSON value Strata builds and writes: MCP messages and `context.json`.
///
/// Objects are dictionaries because every output writes keys sorted, which is what makes the
/// bytes deterministic; integers stay integers so JSON-RPC ids round-trip exactly.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// Parses one JSON text. Duplicate keys keep the last value, as most parsers do.
    public static func parse(_ text: String) throws(JSONParseError) -> JSON {
        do {
            return try JSONDecoder().decode(JSON.self, from: Data(text.utf8))
        } catch {
            throw JSONParseError(reason: Self.reason(for: error))
        }
    }

    private static func reason(for error: any Error) -> String {
        guard let decodingError = error as? DecodingError else { return "not valid JSON" }
        switch decodingError {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            let text = underlying ?? context.debugDescription
            return text.hasSuffix(".") ? String(text.dropLast()) : text
        default:
            return "not valid JSON"
        }
    }

    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var objectValue: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    public var arrayValue: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The JSON Schema name of this value's type, for "expected …, found …" messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .integer: "integer"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

extension JSON: Decodable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSON].self))
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// Why a text is not JSON, in the parser's words.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}
