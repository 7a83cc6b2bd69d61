import StrataJSON

/// Keyed access to one JSON object, recording every key asked for and read.
struct StrictKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: StrictDecoder
    let object: JSONObject

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    private var session: DecodingSession { decoder.session }

    func contains(_ key: Key) -> Bool {
        session.markAsked(key.stringValue, in: object)
        return object.index(forKey: key.stringValue) != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try member(for: key).value.kind == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let member = try member(for: key)
        return try decoder.decode(type, from: member.value, at: path(key))
    }

    // Scalars are read directly, without a child decoder; paths are built only for errors.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try session.bool(member(for: key).value, at: path(key))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try session.string(member(for: key).value, at: path(key))
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try session.floatingPoint(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try session.floatingPoint(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try session.integer(type, member(for: key).value, at: path(key))
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try session.integer(type, member(for: key).value, at: path(key))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try childDecoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try childDecoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try childDecoder(for: JSONCodingKey(stringValue: "super"))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try childDecoder(for: key)
    }

    // MARK: Helpers

    private func path(_ key: Key) -> JSONPath {
        decoder.path.appending(key: key.stringValue)
    }

    private func childDecoder(for key: some CodingKey) throws -> StrictDecoder {
        let member = try member(for: key)
        return StrictDecoder(
            value: member.value, path: decoder.path.appending(key: key.stringValue), session: session)
    }

    private func member(for key: some CodingKey) throws -> JSONObject.Member {
        guard let index = object.index(forKey: key.stringValue) else {
            session.markAsked(key.stringValue, in: object)
            throw session.missingKey(key.stringValue, in: object, at: decoder.value.position, path: decoder.path)
        }
        session.markRead(memberAt: index, in: object)
        return object.members[index]
    }
}
