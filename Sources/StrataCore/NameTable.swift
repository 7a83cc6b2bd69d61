import Foundation

/// A set of names (type names, member names), each at the position it was first inserted in, for the
/// project-wide passes that look up every name each file mentions: a million lookups on a large
/// project. `Set` and `Dictionary` hash a `String` with SipHash, byte by byte: string hashing was
/// about a tenth of `strata verify`'s CPU. This set hashes a name eight bytes at a time, and
/// probes linearly.
///
/// The hash is seeded once per process, so a repository cannot choose names that collide into one
/// long probe (as an unseeded hash would let it). Nothing depends on where names land: `names` come
/// in the order they were first inserted. Names are equal as strings are, canonically.
public struct NameSet: Sendable {
    /// Positions in `names`, -1 for an empty slot; never more than half full.
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    /// The names, in the order they were first inserted.
    public private(set) var names: [String] = []
    private let seed = nameSetSeed

    public init(minimumCapacity: Int = 0) {
        var capacity = 16
        while capacity < minimumCapacity * 2 { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        hashes.reserveCapacity(minimumCapacity)
        names.reserveCapacity(minimumCapacity)
    }

    public init<Names: Collection>(_ names: Names) where Names.Element == String {
        self.init(minimumCapacity: names.count)
        for name in names { insert(name) }
    }

    public var count: Int { names.count }
    public var isEmpty: Bool { names.isEmpty }

    public func contains(_ name: String) -> Bool { position(of: name) != nil }

    /// Where `name` is in `names`; nil when the set does not hold it.
    public func position(of name: String) -> Int? {
        probe(hash(name)) { names[$0] == name }.position
    }

    /// Adds `name` unless an equal name is in: where it is, and whether it was added.
    @discardableResult
    public mutating func insert(_ name: String) -> (position: Int, inserted: Bool) {
        let hash = hash(name)
        let (slot, found) = probe(hash) { names[$0] == name }
        if let found { return (found, false) }
        slots[slot] = Int32(names.count)
        hashes.append(hash)
        names.append(name)
        if names.count * 2 > slots.count { grow() }
        return (names.count - 1, true)
    }

    /// Follows the slots from `hash`'s: the position of the name with that hash `isName` accepts,
    /// or the empty slot where the probe stopped.
    private func probe(_ hash: UInt64, _ isName: (Int) -> Bool) -> (slot: Int, position: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let position = Int(slots[slot])
            if hashes[position] == hash, isName(position) { return (slot, position) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Doubles the slots and places every name again.
    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (position, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position)
        }
    }

    /// FNV-1a's step over eight-byte words, started from the seed and the length, then mixed so
    /// the low bits the slots use depend on every byte: with the seed unknown, names that collide
    /// in those bits cannot be chosen ahead of a run. Strings are equal canonically
    /// (`Kelvin\u{212A}` is `KelvinK`), so a name that is not ASCII is hashed in its composed form.
    private func hash(_ name: String) -> UInt64 {
        var name = name
        if let hash = name.withUTF8({ hash($0, onlyASCII: true) }) { return hash }
        let composed = Array(name.precomposedStringWithCanonicalMapping.utf8)
        return composed.withUnsafeBufferPointer { hash($0, onlyASCII: false) } ?? 0
    }

    /// The hash of `bytes`; nil when `onlyASCII` and a byte is not ASCII.
    private func hash(_ bytes: UnsafeBufferPointer<UInt8>, onlyASCII: Bool) -> UInt64? {
        var hash = seed ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return Self.mix(hash) }
        let raw = UnsafeRawPointer(base)
        var highBits: UInt64 = 0
        var offset = 0
        while offset &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            highBits |= word
            hash = (hash ^ word) &* 0x100_0000_01b3
            offset &+= 8
        }
        if offset < bytes.count {
            // The last one to seven bytes in at most three loads, none past the name.
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            if bytes.count &- offset >= 4 {
                tail = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset &+= 4
                shift = 32
            }
            if bytes.count &- offset >= 2 {
                tail |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
                offset &+= 2
                shift &+= 16
            }
            if offset < bytes.count { tail |= UInt64(base[offset]) << shift }
            highBits |= tail
            hash = (hash ^ tail) &* 0x100_0000_01b3
        }
        if onlyASCII && highBits & 0x8080_8080_8080_8080 != 0 { return nil }
        return Self.mix(hash)
    }

    /// A multiplication carries low bits upwards only: fold the high half down, twice.
    private static func mix(_ value: UInt64) -> UInt64 {
        var hash = value ^ (value >> 32)
        hash &*= 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }
}

/// One seed for every set of the process (see `NameSet`).
private let nameSetSeed = UInt64.random(in: .min ... .max)

/// Names with a value each, kept beside a `NameSet` by position. Its few lines are inlinable so
/// callers get it specialized for their values; the set does the hashing and probing, unspecialized.
public struct NameTable<Value> {
    @usableFromInline var keys: NameSet
    @usableFromInline var values: [Value] = []

    @inlinable
    public init(minimumCapacity: Int = 0) {
        keys = NameSet(minimumCapacity: minimumCapacity)
        values.reserveCapacity(minimumCapacity)
    }

    @inlinable public var count: Int { values.count }

    /// The names, in the order they were first inserted.
    @inlinable public var names: [String] { keys.names }

    /// The value of `name`, nil when the table does not hold it.
    @inlinable
    public subscript(name: String) -> Value? {
        keys.position(of: name).map { values[$0] }
    }

    /// Changes `name`'s value with `body`, starting from `defaultValue` when the name is new: one
    /// probe either way.
    @inlinable
    public mutating func update(_ name: String, default defaultValue: Value, with body: (inout Value) -> Void) {
        let (position, inserted) = keys.insert(name)
        if inserted { values.append(defaultValue) }
        body(&values[position])
    }

    /// Sets `name`'s value to `value`, adding the name if it is new.
    @inlinable
    public mutating func set(_ name: String, to value: Value) {
        update(name, default: value) { $0 = value }
    }
}

extension NameTable: Sendable where Value: Sendable {}
