/// Keyed access to one JSON object, recording every key asked for and read.
struct StrictKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: StrictDecoder
    let object: JSONObject

    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    private var session: DecodingSession { decoder.session }
    private var objectPosition: SourcePosition { decoder.value.position }

    func contains(_ key: Key) -> Bool {
        session.markAsked(key.stringValue, inObjectAt: objectPosition)
        return object[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try member(for: key).value.kind == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let member = try member(for: key)
        return try decoder.decode(type, from: member.value, at: decoder.path.appending(key: key.stringValue))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type, key) }

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

    /// Routes the concrete overloads through the generic one, where model errors are converted.
    private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(type, forKey: key)
    }

    private func childDecoder(for key: some CodingKey) throws -> StrictDecoder {
        let member = try member(for: key)
        return StrictDecoder(
            value: member.value, path: decoder.path.appending(key: key.stringValue), session: session)
    }

    private func member(for key: some CodingKey) throws -> JSONObject.Member {
        guard let member = object[key.stringValue] else {
            session.markAsked(key.stringValue, inObjectAt: objectPosition)
            throw session.missingKey(key.stringValue, in: object, at: objectPosition, path: decoder.path)
        }
        session.markRead(key.stringValue, inObjectAt: objectPosition)
        return member
    }
}
