/// A parsed JSON value that remembers where it was written, so that decoding and validation
/// errors found long after parsing can still name the exact line and column.
public struct JSONValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// The number exactly as written, so integers never pass through `Double`.
        case number(String)
        case string(String)
        case array([JSONValue])
        case object(JSONObject)
    }

    public let kind: Kind
    /// Where the value's first character is.
    public let position: SourcePosition

    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The member value for `key` when this is an object holding it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = kind else { return nil }
        return object[key]?.value
    }

    /// The value at `path` below this one, if every step exists.
    public func value(at path: JSONPath) -> JSONValue? {
        var value = self
        for component in path.components {
            switch (component, value.kind) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return nil }
                value = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// The position of the deepest existing value along `path` — the best place to point at
    /// when something at `path` is wrong or missing.
    public func closestPosition(to path: JSONPath) -> SourcePosition {
        var value = self
        var position = self.position
        for component in path.components {
            switch (component, value.kind) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return position }
                value = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return position
            }
            position = value.position
        }
        return position
    }

    /// The JSON name of this value's type, as used in "expected …, found …" messages.
    public var typeName: String {
        switch kind {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}

/// A JSON object's members in document order, with lookup by key.
public struct JSONObject: Sendable, Equatable {
    public struct Member: Sendable, Equatable {
        public let key: String
        public let keyPosition: SourcePosition
        public let value: JSONValue
    }

    public let members: [Member]
    private let indexByKey: [String: Int]
    /// The object's number in document order, unique within one parse; lets decoding keep
    /// per-object bookkeeping in an array.
    let id: Int

    /// Built by the parser, which has already rejected duplicate keys.
    init(members: [Member], indexByKey: [String: Int], id: Int) {
        self.members = members
        self.indexByKey = indexByKey
        self.id = id
    }

    public subscript(key: String) -> Member? {
        indexByKey[key].map { members[$0] }
    }

    func index(forKey key: String) -> Int? {
        indexByKey[key]
    }

    public var keys: [String] { members.map(\.key) }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members == rhs.members
    }
}
