import Foundation

/// Names and markers compared as the bytes they are written in: where Foundation is imported,
/// `contains` and `hasSuffix` on strings are Unicode-aware, hundreds to thousands of instructions
/// a call, and iterating a `String.UTF8View` generically is slow too.
extension UnsafeBufferPointer<UInt8> {
    /// Whether `needle` occurs as a contiguous run. `memchr` finds each candidate last byte: in a
    /// marker (`strata:`) and most names it is rarer than the first (the `s` stopped `memchr` a
    /// hundred times a file and more).
    public func containsSubsequence(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = needle.last else { return true }
        guard let base = baseAddress, let needleBase = needle.baseAddress, needle.count <= count else { return false }
        var offset = needle.count - 1
        while offset < count, let found = memchr(base + offset, Int32(last), count - offset) {
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            let start = end - needle.count
            if base[start] == needleBase[0], memcmp(base + start, needleBase, needle.count) == 0 { return true }
            offset = end
        }
        return false
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether every byte is ASCII (see `String.isAllASCII`), eight at a time.
    public var isAllASCII: Bool {
        guard let base = baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var bits: UInt64 = 0
        var offset = 0
        while offset &+ 8 <= count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        while offset < count {
            bits |= UInt64(base[offset])
            offset &+= 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// How many bytes equal `byte`, eight at a time. The compiler keeps a plain loop to a byte a
    /// step (each step's overflow check stops it vectorizing), and every file's line feeds are
    /// counted.
    public func count(of byte: UInt8) -> Int {
        guard let base = baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let spread = UInt64(byte) &* 0x0101_0101_0101_0101
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var found = 0
        var offset = 0
        while offset &+ 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ spread
            // A byte's high bit ends up set exactly where the byte is zero, that is equal to `byte`:
            // `(b & 0x7F) + 0x7F` sets it for any other low seven bits, `| b` for a set high bit,
            // and no sum carries into the next byte.
            let matches = ~(((word & low7) &+ low7) | word | low7)
            found &+= matches.nonzeroBitCount
            offset &+= 8
        }
        while offset < count {
            if base[offset] == byte { found &+= 1 }
            offset &+= 1
        }
        return found
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs as a contiguous run (see the buffer's `containsSubsequence`).
    public func containsSubsequence(_ needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { buffer.containsSubsequence($0) }
        }
    }
}

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in this string's.
    public func containsBytes(of needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { bytes in needle.withUTF8 { bytes.containsSubsequence($0) } }
    }

    /// Whether every byte is ASCII: where it is, bytes are characters (`\r\n` aside) and text can
    /// be read byte by byte to the same result.
    public var isAllASCII: Bool {
        var text = self
        // A closure, not the key path: applying a key path costs more than reading a short name.
        return text.withUTF8 { $0.isAllASCII }
    }
}
