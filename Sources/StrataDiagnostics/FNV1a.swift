/// 64-bit FNV-1a: the stable hash behind fingerprints, which dashboards and baselines compare
/// across runs, machines and releases (Swift's `Hasher` is seeded per process).
public struct FNV1a: Sendable {
    // Set only by `combine`; `@usableFromInline` so those inline into the loops that hash.
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    @inlinable
    public mutating func combine(_ byte: UInt8) {
        state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
    }

    /// The text's UTF-8 bytes, read where they are.
    @inlinable
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes { combine(byte) }
        }
    }

    /// The value as sixteen lowercase hex digits, zero-padded. Written digit by digit into the
    /// string: every finding is fingerprinted, and formatting with a radix and then padding made
    /// three strings of each.
    public var hexDigits: String {
        String(unsafeUninitializedCapacity: 16) { digits in
            var value = state
            for index in (0..<16).reversed() {
                let digit = UInt8(truncatingIfNeeded: value & 0xF)
                digits[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                value >>= 4
            }
            return 16
        }
    }
}
