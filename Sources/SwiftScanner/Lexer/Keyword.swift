/// A word Swift gives meaning to, whether reserved (`class`, `let`, `in`) or contextual
/// (`actor`, `some`, `willSet`).
///
/// The lexer stamps the keyword a token spells onto the token, so rules and the declaration
/// index switch over a one-byte enum instead of comparing strings. Reserved keywords get
/// ``TokenKind/keyword``; contextual ones stay ``TokenKind/identifier`` because they are
/// ordinary names outside their context. A backticked name never carries a keyword.
public enum Keyword: String, CaseIterable, Sendable, Codable {
    // Reserved in declarations.
    case `associatedtype`, `class`, `deinit`, `enum`, `extension`, `fileprivate`, `func`
    case `import`, `init`, `inout`, `internal`, `let`, `operator`, `precedencegroup`
    case `private`, `protocol`, `public`, `rethrows`, `static`, `struct`, `subscript`
    case `typealias`, `var`
    // Reserved in statements.
    case `break`, `case`, `catch`, `continue`, `default`, `defer`, `do`, `else`
    case `fallthrough`, `for`, `guard`, `if`, `in`, `repeat`, `return`, `switch`
    case `throw`, `where`, `while`
    // Reserved in expressions and types.
    case `Any`, `as`, `false`, `is`, `nil`, `self`, `Self`, `super`, `throws`, `true`, `try`
    // Contextual.
    case actor, any, async, await, borrowing, consuming, convenience, didSet, distributed
    case dynamic, each, final, get, indirect, infix, isolated, lazy, macro, mutating
    case nonisolated, nonmutating, open, optional, override, package, postfix, prefix
    case required, sending, set, some, unowned, weak, willSet
    case `Type`, `Protocol`

    /// Whether the language reserves this word everywhere (rather than only in context).
    public var isReserved: Bool {
        switch self {
        case .actor, .any, .async, .await, .borrowing, .consuming, .convenience, .didSet,
            .distributed, .dynamic, .each, .final, .get, .indirect, .infix, .isolated, .lazy,
            .macro, .mutating, .nonisolated, .nonmutating, .open, .optional, .override,
            .package, .postfix, .prefix, .required, .sending, .set, .some, .unowned, .weak,
            .willSet, .Type, .Protocol:
            false
        default:
            true
        }
    }

    /// Whether the word may serve as an argument label. SE-0001 allows every keyword except
    /// these three, which is why the lexer must not turn them into labels.
    var canBeArgumentLabel: Bool {
        self != .let && self != .var && self != .inout
    }
}

/// Finds the keyword spelled by a run of identifier bytes without building a `String`.
///
/// Every keyword is at most 15 ASCII bytes, so its spelling packs into two `UInt64`s; the
/// lexer loads a candidate's bytes the same way and looks it up in a small open-addressed
/// hash table, which is allocated once and never freed so lookups touch no reference counts.
struct KeywordTable: @unchecked Sendable {
    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var keyword: Keyword?
    }

    static let maximumLength = 15
    private static let slotCount = 256
    static let shared = KeywordTable()

    private let slots: UnsafePointer<Slot>
    /// For each first byte, the lengths of the keywords starting with it as bits: most names
    /// (every capitalised one but `Any`, `Self`, `Type` and `Protocol`'s lengths) are ruled out
    /// by one load before they are packed and hashed.
    private let lengthsByFirstByte: UnsafePointer<UInt16>

    private init() {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
        let lengths = UnsafeMutablePointer<UInt16>.allocate(capacity: 256)
        lengths.initialize(repeating: 0, count: 256)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            lengths[Int(bytes[0])] |= 1 << UInt16(bytes.count)
            let (low, high) = bytes.withUnsafeBufferPointer { Self.pack($0, from: 0, count: bytes.count) }
            var slot = Self.slotIndex(low: low, high: high)
            while slots[slot].keyword != nil {
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            slots[slot] = Slot(low: low, high: high, keyword: keyword)
        }
        self.slots = UnsafePointer(slots)
        lengthsByFirstByte = UnsafePointer(lengths)
    }

    @inline(__always)
    private static func slotIndex(low: UInt64, high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 31)) &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }

    /// Bytes `start..<start + count` as two little-endian words, zero-padded.
    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> (UInt64, UInt64) {
        if start + 16 <= bytes.count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            var low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            if count < 8 {
                low &= (1 << (UInt64(count) * 8)) - 1
                high = 0
            } else {
                high &= (1 << (UInt64(count - 8) * 8)) - 1
            }
            return (low, high)
        }
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<count {
            let byte = UInt64(bytes[start + index])
            if index < 8 {
                low |= byte << (UInt64(index) * 8)
            } else {
                high |= byte << (UInt64(index - 8) * 8)
            }
        }
        return (low, high)
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    @inline(__always)
    func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword? {
        let count = end - start
        // Every keyword starts with a letter: names starting with `_`, `$` or a non-ASCII byte
        // have no lengths in the table.
        guard count >= 2, count <= Self.maximumLength,
            lengthsByFirstByte[Int(bytes[start])] & 1 << UInt16(count) != 0
        else {
            return nil
        }
        let (low, high) = Self.pack(bytes, from: start, count: count)
        var slot = Self.slotIndex(low: low, high: high)
        while let keyword = slots[slot].keyword {
            if slots[slot].low == low && slots[slot].high == high { return keyword }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }
}
