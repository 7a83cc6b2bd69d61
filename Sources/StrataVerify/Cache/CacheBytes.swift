/// The analysis cache's encoding: unsigned LEB128 integers and length-prefixed UTF-8 strings,
/// written into one byte array. Binary because a warm run decodes every file's facts, and a JSON
/// decoder spends more per string than analysing a small file costs.
struct CacheWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func word(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Overwrites the word at `offset` with what `value` computes from all the bytes written.
    mutating func setWord(at offset: Int, _ value: (UnsafeBufferPointer<UInt8>) -> UInt64) {
        let word = bytes.withUnsafeBufferPointer(value).littleEndian
        withUnsafeBytes(of: word) { bytes.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optionalString(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings<S: Collection>(_ values: S) where S.Element == String {
        int(values.count)
        for value in values { string(value) }
    }

    mutating func raw<C: Collection>(_ values: C) where C.Element == UInt8 {
        bytes.append(contentsOf: values)
    }
}

/// Reads what `CacheWriter` wrote; any read past the end or any value out of range throws, so a
/// cache cut short is refused rather than half-read.
struct CacheReader {
    struct Malformed: Error {}

    private let buffer: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int

    init(_ buffer: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.buffer = buffer
        self.offset = offset
    }

    var isAtEnd: Bool { offset == buffer.count }
    var remaining: Int { buffer.count - offset }

    mutating func int() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < buffer.count, shift < 64 else { throw Malformed() }
            let byte = buffer[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return Int(Int64(bitPattern: value))
    }

    /// A count or length: not negative, and no larger than what is left to read.
    mutating func count() throws(Malformed) -> Int {
        let value = try int()
        guard value >= 0, value <= buffer.count - offset else { throw Malformed() }
        return value
    }

    mutating func word() throws(Malformed) -> UInt64 {
        guard buffer.count - offset >= 8, let base = buffer.baseAddress else { throw Malformed() }
        let value = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        offset += 8
        return UInt64(littleEndian: value)
    }

    mutating func bool() throws(Malformed) -> Bool {
        guard offset < buffer.count else { throw Malformed() }
        let byte = buffer[offset]
        offset += 1
        guard byte <= 1 else { throw Malformed() }
        return byte == 1
    }

    mutating func string() throws(Malformed) -> String {
        let length = try count()
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[offset..<offset + length]), as: UTF8.self)
        offset += length
        return text
    }

    /// Past the next string, unread.
    mutating func skipString() throws(Malformed) {
        _ = try skip(try count())
    }

    /// Past the next list of strings, unread.
    mutating func skipStrings() throws(Malformed) {
        for _ in 0..<(try count()) { try skipString() }
    }

    mutating func optionalString() throws(Malformed) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Malformed) -> [String] {
        let count = try count()
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    mutating func stringSet() throws(Malformed) -> Set<String> {
        let count = try count()
        var result = Set<String>(minimumCapacity: count)
        for _ in 0..<count { result.insert(try string()) }
        return result
    }

    /// The next `length` bytes, unread.
    mutating func skip(_ length: Int) throws(Malformed) -> Range<Int> {
        guard length >= 0, length <= buffer.count - offset else { throw Malformed() }
        defer { offset += length }
        return offset..<offset + length
    }
}

/// A 64-bit digest of bytes, the same in every process (unlike `Hasher` and `NameSet`, which are
/// seeded per run): the cache compares a file's content with what it held when it was analysed,
/// and checks the cache file itself, with it. Eight bytes at a time, multiply and rotate, so
/// digesting a project costs a fraction of reading it.
enum ContentDigest {
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var first: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        guard let base = bytes.baseAddress else { return mix(first ^ second) }
        var index = 0
        while index + 16 <= bytes.count {
            let a = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let b = UnsafeRawPointer(base + index + 8).loadUnaligned(as: UInt64.self)
            first = (first ^ a).multipliedReportingOverflow(by: 0xFF51_AFD7_ED55_8CCD).partialValue
            first = (first << 31) | (first >> 33)
            second = (second ^ b).multipliedReportingOverflow(by: 0xC4CE_B9FE_1A85_EC53).partialValue
            second = (second << 29) | (second >> 35)
            index += 16
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < bytes.count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            if shift == 64 {
                first = mix(first ^ tail)
                tail = 0
                shift = 0
            }
            index += 1
        }
        return mix(mix(first ^ tail) ^ second)
    }

    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { of($0) }
    }

    /// MurmurHash3's finaliser: every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value = value.multipliedReportingOverflow(by: 0xFF51_AFD7_ED55_8CCD).partialValue
        value ^= value >> 33
        value = value.multipliedReportingOverflow(by: 0xC4CE_B9FE_1A85_EC53).partialValue
        value ^= value >> 33
        return value
    }
}

/// The header every cache file starts with: a magic word naming the file's kind, its format
/// version, and a checksum of everything after the header, filled in once the body is written.
/// A file whose header or checksum does not hold is no cache.
enum CacheHeader {
    static let size = 24

    /// Writes a header whose checksum `seal` fills in.
    static func start(_ writer: inout CacheWriter, magic: UInt64, version: UInt64) {
        writer.word(magic)
        writer.word(version)
        writer.word(0)
    }

    /// Writes the checksum of the body into the header `start` wrote.
    static func seal(_ writer: inout CacheWriter) {
        writer.setWord(at: 16) { bytes in ContentDigest.of(UnsafeBufferPointer(rebasing: bytes[size...])) }
    }

    /// A reader past the header of `buffer`, when it is a whole file of this kind and version.
    static func reader(over buffer: UnsafeBufferPointer<UInt8>, magic: UInt64, version: UInt64) -> CacheReader? {
        guard buffer.count >= size else { return nil }
        var reader = CacheReader(buffer)
        guard (try? reader.word()) == magic, (try? reader.word()) == version, let checksum = try? reader.word(),
            checksum == ContentDigest.of(UnsafeBufferPointer(rebasing: buffer[size...]))
        else { return nil }
        return reader
    }
}
