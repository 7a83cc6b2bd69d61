import StrataKnowledge

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

    /// Parses one JSON text with Strata's strict parser (no trailing commas, no comments, no
    /// duplicate keys), so a malformed message is rejected rather than guessed at.
    public static func parse(_ text: String) throws(JSONParseError) -> JSON {
        do {
            return JSON(try JSONParser.parse(text, file: "message"))
        } catch {
            if case .malformedJSON(_, let line, let column, let reason) = error {
                throw JSONParseError(reason: "\(reason) at line \(line), column \(column)")
            }
            throw JSONParseError(reason: error.description)
        }
    }

    /// Converts a parsed tree; integers that fit `Int` stay integers.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = Int(text).map(JSON.integer) ?? .number(Double(text) ?? .nan)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSON.init))
        case .object(let object):
            self = .object(Dictionary(object.members.map { ($0.key, JSON($0.value)) }, uniquingKeysWith: { _, last in last }))
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

    public var intValue: Int? {
        if case .integer(let value) = self { return value }
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
