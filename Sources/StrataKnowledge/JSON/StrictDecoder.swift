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
        session.open(object, at: value.position, path: path) { Key(stringValue: $0) != nil }
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

    // MARK: Scalars

    func decodeBool() throws -> Bool {
        guard case .bool(let flag) = value.kind else {
            throw session.typeMismatch(expected: "boolean", found: value, path: path)
        }
        return flag
    }

    func decodeString() throws -> String {
        guard case .string(let text) = value.kind else {
            throw session.typeMismatch(expected: "string", found: value, path: path)
        }
        return text
    }

    func decodeFloatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value.kind else {
            throw session.typeMismatch(expected: "number", found: value, path: path)
        }
        guard let number = T(text), number.isFinite else {
            throw session.invalidValue("\(text) is out of range for \(T.self); write a smaller number", at: path)
        }
        return number
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        guard case .number(let text) = value.kind else {
            throw session.typeMismatch(expected: "integer", found: value, path: path)
        }
        guard let number = T(text) else {
            throw session.invalidValue(
                "\(text) is not a whole number between \(T.min) and \(T.max); write an integer such as 1", at: path)
        }
        return number
    }
}

struct StrictSingleValueContainer: SingleValueDecodingContainer {
    let decoder: StrictDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.value.kind == .null }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.decodeBool() }
    func decode(_ type: String.Type) throws -> String { try decoder.decodeString() }
    func decode(_ type: Double.Type) throws -> Double { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.decodeFloatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.decodeInteger(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.decodeInteger(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.decodeInteger(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.decodeInteger(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.decodeInteger(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.decodeInteger(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.decodeInteger(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decoder.decode(type, from: decoder.value, at: decoder.path)
    }
}
