/// The byte lengths of a set of names, as bits (63 bytes and longer as one): a name whose length is
/// not among them cannot be in the set, which rules most names out before one is hashed or made a
/// `String`.
struct NameLengths {
    private var bits: UInt64 = 0

    init(_ names: some Sequence<String>) {
        for name in names { bits |= Self.bit(name.utf8.count) }
    }

    /// Whether a name of `byteCount` bytes may be in the set.
    func mayContain(byteCount: Int) -> Bool {
        bits & Self.bit(byteCount) != 0
    }

    private static func bit(_ byteCount: Int) -> UInt64 {
        1 << UInt64(min(byteCount, 63))
    }
}
