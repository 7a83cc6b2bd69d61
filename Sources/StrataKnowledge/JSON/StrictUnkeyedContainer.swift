/// Sequential access to one JSON array.
struct StrictUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: StrictDecoder
    let elements: [JSONValue]
    private(set) var currentIndex = 0

    init(decoder: StrictDecoder, elements: [JSONValue]) {
        self.decoder = decoder
        self.elements = elements
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard try current().kind == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try current()
        let value = try decoder.decode(type, from: element, at: decoder.path.appending(index: currentIndex))
        currentIndex += 1
        return value
    }

    // Scalars are read directly, without a child decoder; paths are built only for errors.
    mutating func decode(_ type: Bool.Type) throws -> Bool { try next { try $0.bool($1, at: $2()) } }
    mutating func decode(_ type: String.Type) throws -> String { try next { try $0.string($1, at: $2()) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try next { try $0.floatingPoint(type, $1, at: $2()) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try next { try $0.floatingPoint(type, $1, at: $2()) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next { try $0.integer(type, $1, at: $2()) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next { try $0.integer(type, $1, at: $2()) } }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try childDecoder().container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try childDecoder().unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let child = try childDecoder()
        currentIndex += 1
        return child
    }

    // MARK: Helpers

    /// Reads the current element with `read(session, element, path)` and moves past it.
    private mutating func next<T>(_ read: (DecodingSession, JSONValue, () -> JSONPath) throws -> T) throws -> T {
        let index = currentIndex
        let value = try read(decoder.session, try current()) { decoder.path.appending(index: index) }
        currentIndex += 1
        return value
    }

    private func childDecoder() throws -> StrictDecoder {
        StrictDecoder(value: try current(), path: decoder.path.appending(index: currentIndex), session: decoder.session)
    }

    private func current() throws -> JSONValue {
        guard !isAtEnd else {
            throw decoder.session.invalidValue(
                "the array has \(elements.count) elements but more are needed; add the missing elements",
                at: decoder.path)
        }
        return elements[currentIndex]
    }
}
