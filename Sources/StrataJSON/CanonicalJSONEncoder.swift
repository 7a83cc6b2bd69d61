/// Encodes `Encodable` values as canonical JSON text: the value becomes a ``JSON`` tree and is
/// written by its one writer (keys sorted, two-space indentation, `"key": value`, a trailing
/// newline). Foundation's `JSONEncoder` formats differently on Darwin and Linux (`"key" : value`,
/// escaped slashes), and Strata's outputs must be byte-identical everywhere so they can be
/// diffed and hashed.
public enum CanonicalJSONEncoder {
    public static func encode(_ value: some Encodable) throws(EncodingError) -> String {
        try json(value).prettyText
    }

    /// The value as a tree, for outputs that are assembled from encoded parts.
    public static func json(_ value: some Encodable) throws(EncodingError) -> JSON {
        let root = EncodedNode()
        do {
            try value.encode(to: CanonicalEncoder(node: root, codingPath: []))
        } catch let error as EncodingError {
            throw error
        } catch {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
        }
        return root.json
    }
}

/// One value being built; a class so containers can fill it in after handing it out.
private final class EncodedNode {
    enum Content {
        case value(JSON)
        case array([EncodedNode])
        case object([String: EncodedNode])
    }

    var content: Content = .value(.null)

    var json: JSON {
        switch content {
        case .value(let value): value
        case .array(let elements): .array(elements.map(\.json))
        case .object(let members): .object(members.mapValues(\.json))
        }
    }

    func appendElement() -> EncodedNode {
        let child = EncodedNode()
        guard case .array(var elements) = content else {
            content = .array([child])
            return child
        }
        content = .value(.null)  // Drops the second reference so the append does not copy.
        elements.append(child)
        content = .array(elements)
        return child
    }

    func member(_ key: String) -> EncodedNode {
        let child = EncodedNode()
        guard case .object(var members) = content else {
            content = .object([key: child])
            return child
        }
        content = .value(.null)  // Drops the second reference so the insertion does not copy.
        members[key] = child
        content = .object(members)
        return child
    }
}

/// A coding key for any step of a path through JSON: a member's name or an element's index. The encoder
/// here and the strict decoder of the knowledge files both name their positions with it.
public struct JSONCodingKey: CodingKey, Sendable {
    public let stringValue: String
    public let intValue: Int?

    public init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    public init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

private struct CanonicalEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([:]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() { node.content = .value(.null) }
    mutating func encode(_ value: Bool) { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encodeFloatingPoint(Double(value)) }
    mutating func encode(_ value: Int) { node.content = .value(.integer(value)) }
    mutating func encode(_ value: Int8) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: Int16) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: Int32) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: Int64) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: UInt) throws { try encodeUnsigned(value) }
    mutating func encode(_ value: UInt8) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: UInt16) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: UInt32) { node.content = .value(.integer(Int(value))) }
    mutating func encode(_ value: UInt64) throws { try encodeUnsigned(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: CanonicalEncoder(node: node, codingPath: codingPath))
    }

    private func encodeFloatingPoint(_ value: Double) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "JSON has no \(value)"))
        }
        node.content = .value(.number(value))
    }

    /// Integers are written as `Int`; a larger one is refused rather than silently rounded.
    private func encodeUnsigned<T: UnsignedInteger>(_ value: T) throws {
        guard let integer = Int(exactly: value) else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) exceeds Int.max"))
        }
        node.content = .value(.integer(integer))
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: CanonicalEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CanonicalEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CanonicalEncoder(node: node.member("super"), codingPath: codingPath + [JSONCodingKey(stringValue: "super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CanonicalEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() { node.appendElement().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [JSONCodingKey(intValue: count)]
        try value.encode(to: CanonicalEncoder(node: node.appendElement(), codingPath: path))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath)
    }
}
