/// The `Decoder` over a positioned `JSONValue`: plain synthesized `Decodable` models decode
/// through it, and every read is recorded in the shared `DecodingSession`.
struct StrictDecoder: Decoder {
    let value: JSONValue
    let path: JSONPath
    let session: DecodingSession

    var codingPath: [any CodingKey] { path.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = value.kind else {
            throw session.typeMismatch(expected: "object", found: value, path: path)
        }
        session.open(object, path: path) { Key(stringValue: $0) != nil }
        return KeyedDecodingContainer(StrictKeyedContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value.kind else {
            throw session.typeMismatch(expected: "array", found: value, path: path)
        }
        return StrictUnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        StrictSingleValueContainer(decoder: self)
    }

    /// Decodes `T` from a child value; the one place model initializers run, so the one place
    /// their own errors are converted into positioned ones.
    func decode<T: Decodable>(_ type: T.Type, from child: JSONValue, at childPath: JSONPath) throws -> T {
        let decoder = StrictDecoder(value: child, path: childPath, session: session)
        do {
            return try T(from: decoder)
        } catch {
            throw session.knowledgeError(from: error, decoding: T.self, value: child, path: childPath)
        }
    }
}

struct StrictSingleValueContainer: SingleValueDecodingContainer {
    let decoder: StrictDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    private var value: JSONValue { decoder.value }
    private var session: DecodingSession { decoder.session }

    func decodeNil() -> Bool { value.kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try session.bool(value, at: decoder.path) }
    func decode(_ type: String.Type) throws -> String { try session.string(value, at: decoder.path) }
    func decode(_ type: Double.Type) throws -> Double { try session.floatingPoint(type, value, at: decoder.path) }
    func decode(_ type: Float.Type) throws -> Float { try session.floatingPoint(type, value, at: decoder.path) }
    func decode(_ type: Int.Type) throws -> Int { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: UInt.Type) throws -> UInt { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try session.integer(type, value, at: decoder.path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try session.integer(type, value, at: decoder.path) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, from: decoder.value, at: decoder.path)
    }
}
