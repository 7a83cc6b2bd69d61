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
/// Every keyword is at most 15 ASCII bytes, so its spelling packs into two `UInt64`s; a
/// lookup compares the packed candidate against the handful of keywords of the same length.
struct KeywordTable: Sendable {
    private struct Entry: Sendable {
        let low: UInt64
        let high: UInt64
        let keyword: Keyword
    }

    static let maximumLength = 16
    private let entriesByLength: [[Entry]]

    static let shared = KeywordTable()

    private init() {
        var buckets = [[Entry]](repeating: [], count: Self.maximumLength + 1)
        for keyword in Keyword.allCases {
            let bytes = Array(keyword.rawValue.utf8)
            let packed = Self.pack(bytes.withUnsafeBufferPointer { $0 }, count: bytes.count)
            buckets[bytes.count].append(Entry(low: packed.low, high: packed.high, keyword: keyword))
        }
        entriesByLength = buckets
    }

    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, count: Int) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var index = 0
        while index < count && index < 8 {
            low |= UInt64(bytes[index]) << (UInt64(index) * 8)
            index += 1
        }
        while index < count {
            high |= UInt64(bytes[index]) << (UInt64(index - 8) * 8)
            index += 1
        }
        return (low, high)
    }

    /// The keyword spelled by `bytes[start..<end]`, if any.
    @inline(__always)
    func keyword(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Keyword? {
        let count = end - start
        guard count >= 2, count <= Self.maximumLength else { return nil }
        let first = bytes[start]
        // Every keyword starts with a letter; identifiers starting with `_`, `$` or a
        // non-ASCII byte are never keywords.
        guard (first | 0x20) &- 0x61 < 26 else { return nil }
        let bucket = entriesByLength[count]
        if bucket.isEmpty { return nil }
        let packed = Self.pack(UnsafeBufferPointer(rebasing: bytes[start..<end]), count: count)
        for entry in bucket where entry.low == packed.low && entry.high == packed.high {
            return entry.keyword
        }
        return nil
    }
}
