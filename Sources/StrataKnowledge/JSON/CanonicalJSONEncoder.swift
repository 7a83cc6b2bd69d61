/// Encodes `Encodable` values as canonical JSON text: keys sorted, two-space indentation,
/// `"key": value`, a trailing newline. Foundation's `JSONEncoder` formats differently on
/// Darwin and Linux (`"key" : value`, escaped slashes), and Strata's outputs must be
/// byte-identical everywhere so they can be diffed and hashed.
public enum CanonicalJSONEncoder {
    public static func encode(_ value: some Encodable) throws(EncodingError) -> String {
        let root = EncodedNode()
        do {
            try value.encode(to: CanonicalEncoder(node: root, codingPath: []))
        } catch let error as EncodingError {
            throw error
        } catch {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
        }
        var text = ""
        root.write(into: &text, indentation: "")
        return text + "\n"
    }
}

/// One value being built; a class so containers can fill it in after handing it out.
private final class EncodedNode {
    enum Content {
        case null
        case literal(String)
        case array([EncodedNode])
        case object([String: EncodedNode])
    }

    var content: Content = .null

    func write(into text: inout String, indentation: String) {
        let inner = indentation + "  "
        switch content {
        case .null:
            text += "null"
        case .literal(let literal):
            text += literal
        case .array(let elements) where elements.isEmpty:
            text += "[]"
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(into: &text, indentation: inner)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "]"
        case .object(let members) where members.isEmpty:
            text += "{}"
        case .object(let members):
            text += "{\n"
            let keys = members.keys.sorted()
            for (index, key) in keys.enumerated() {
                text += inner + Self.quoted(key) + ": "
                members[key]!.write(into: &text, indentation: inner)
                text += index == keys.count - 1 ? "\n" : ",\n"
            }
            text += indentation + "}"
        }
    }

    func appendElement() -> EncodedNode {
        let child = EncodedNode()
        guard case .array(var elements) = content else {
            content = .array([child])
            return child
        }
        content = .null  // Drops the second reference so the append does not copy.
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
        content = .null  // Drops the second reference so the insertion does not copy.
        members[key] = child
        content = .object(members)
        return child
    }

    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: false)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
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

    mutating func encodeNil() { node.content = .null }
    mutating func encode(_ value: Bool) { node.content = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) { node.content = .literal(EncodedNode.quoted(value)) }
    mutating func encode(_ value: Double) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Float) throws { try encodeFloatingPoint(value) }
    mutating func encode(_ value: Int) { node.content = .literal("\(value)") }
    mutating func encode(_ value: Int8) { node.content = .literal("\(value)") }
    mutating func encode(_ value: Int16) { node.content = .literal("\(value)") }
    mutating func encode(_ value: Int32) { node.content = .literal("\(value)") }
    mutating func encode(_ value: Int64) { node.content = .literal("\(value)") }
    mutating func encode(_ value: UInt) { node.content = .literal("\(value)") }
    mutating func encode(_ value: UInt8) { node.content = .literal("\(value)") }
    mutating func encode(_ value: UInt16) { node.content = .literal("\(value)") }
    mutating func encode(_ value: UInt32) { node.content = .literal("\(value)") }
    mutating func encode(_ value: UInt64) { node.content = .literal("\(value)") }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: CanonicalEncoder(node: node, codingPath: codingPath))
    }

    private func encodeFloatingPoint<T: BinaryFloatingPoint & Encodable>(_ value: T) throws {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                value, EncodingError.Context(codingPath: codingPath, debugDescription: "JSON has no \(value)"))
        }
        node.content = .literal("\(value)")
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) { node.member(key.stringValue).content = .null }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: CanonicalEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]))
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(value, key) }

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

    /// Routes the concrete overloads through the generic one.
    private mutating func encode<T: Encodable>(_ value: T, _ key: Key) throws {
        try encode(value, forKey: key)
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int {
        if case .array(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() { node.appendElement().content = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [JSONCodingKey(intValue: count)]
        try value.encode(to: CanonicalEncoder(node: node.appendElement(), codingPath: path))
    }

    mutating func encode(_ value: Bool) throws { try encode(value, ()) }
    mutating func encode(_ value: String) throws { try encode(value, ()) }
    mutating func encode(_ value: Double) throws { try encode(value, ()) }
    mutating func encode(_ value: Float) throws { try encode(value, ()) }
    mutating func encode(_ value: Int) throws { try encode(value, ()) }
    mutating func encode(_ value: Int8) throws { try encode(value, ()) }
    mutating func encode(_ value: Int16) throws { try encode(value, ()) }
    mutating func encode(_ value: Int32) throws { try encode(value, ()) }
    mutating func encode(_ value: Int64) throws { try encode(value, ()) }
    mutating func encode(_ value: UInt) throws { try encode(value, ()) }
    mutating func encode(_ value: UInt8) throws { try encode(value, ()) }
    mutating func encode(_ value: UInt16) throws { try encode(value, ()) }
    mutating func encode(_ value: UInt32) throws { try encode(value, ()) }
    mutating func encode(_ value: UInt64) throws { try encode(value, ()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CanonicalEncoder(node: node.appendElement(), codingPath: codingPath)
    }

    /// Routes the concrete overloads through the generic one.
    private mutating func encode<T: Encodable>(_ value: T, _: Void) throws {
        try encode(value)
    }
}
