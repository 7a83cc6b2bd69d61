import Foundation

extension UnsafeBufferPointer<UInt8> {
    /// Whether `needle` occurs as a contiguous run; `memchr` finds each candidate first byte.
    func containsSubsequence(_ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard let base = baseAddress, let needleBase = needle.baseAddress else { return false }
        var offset = 0
        while offset + needle.count <= count,
            let found = memchr(base + offset, Int32(first), count - offset - needle.count + 1)
        {
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + start, needleBase, needle.count) == 0 { return true }
            offset = start + 1
        }
        return false
    }
}

extension ArraySlice where Element == UInt8 {
    /// Whether `needle` occurs as a contiguous run (see the buffer's `containsSubsequence`).
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { buffer.containsSubsequence($0) }
        }
    }
}

extension String {
    /// Whether `needle`'s UTF-8 bytes occur in this string's. Where Foundation is imported, `contains`
    /// on strings is its Unicode-aware search, thousands of instructions a call; names are compared
    /// as written.
    func containsBytes(of needle: String) -> Bool {
        var haystack = self
        var needle = needle
        return haystack.withUTF8 { bytes in needle.withUTF8 { bytes.containsSubsequence($0) } }
    }
}
