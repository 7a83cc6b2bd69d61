/// SHA-256 (FIPS 180-4), because Foundation on Linux has no CryptoKit and the manifest needs
/// content hashes that match `shasum -a 256` everywhere.
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var messageLength: UInt64 = 0

    public init() {
        pending.reserveCapacity(64)
    }

    /// The lowercase hex digest of `bytes`.
    public static func hexDigest(of bytes: some Sequence<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.hexDigest()
    }

    /// The digest of everything so far as lowercase hex.
    public func hexDigest() -> String {
        finalize().map { byte in
            let hex = String(byte, radix: 16)
            return byte < 0x10 ? "0" + hex : hex
        }.joined()
    }

    public mutating func update(_ bytes: some Sequence<UInt8>) {
        // One unspecialized call per update, then a tight loop over contiguous bytes.
        if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { update(buffer: $0) }
        }
    }

    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        messageLength &+= UInt64(buffer.count)
        var remaining = buffer[...]
        if !pending.isEmpty {
            let taken = remaining.prefix(64 - pending.count)
            pending.append(contentsOf: taken)
            remaining = remaining.dropFirst(taken.count)
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBufferPointer { compress($0.baseAddress!) }
        }
        if let base = buffer.baseAddress {
            var start = remaining.startIndex
            while remaining.endIndex - start >= 64 {
                compress(base + start)
                start += 64
            }
            remaining = remaining[start...]
        }
        pending.append(contentsOf: remaining)
    }

    /// The 32-byte digest. Pads a copy, so the hasher could go on being updated.
    public func finalize() -> [UInt8] {
        var copy = self
        var block = copy.pending
        let bitLength = copy.messageLength &* 8
        block.append(0x80)
        while block.count % 64 != 56 { block.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            block.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        block.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: buffer.count, by: 64) {
                copy.compress(buffer.baseAddress! + start)
            }
        }
        return copy.state.flatMap { word in
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
    }

    /// One 64-byte block. Plain `while` loops over pointers and locals: the test suite runs unoptimised, where
    /// generic iterators, slices and array accessors are calls, and hashing every written file was most of the
    /// time a scaffold took there.
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        Self.roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                var word = 0
                while word < 16 {
                    let byte = block + word * 4
                    schedule[word] =
                        UInt32(byte[0]) << 24 | UInt32(byte[1]) << 16 | UInt32(byte[2]) << 8 | UInt32(byte[3])
                    word += 1
                }
                while word < 64 {
                    let w15 = schedule[word - 15]
                    let w2 = schedule[word - 2]
                    let s0 = (w15 >> 7 | w15 << 25) ^ (w15 >> 18 | w15 << 14) ^ (w15 >> 3)
                    let s1 = (w2 >> 17 | w2 << 15) ^ (w2 >> 19 | w2 << 13) ^ (w2 >> 10)
                    schedule[word] = schedule[word - 16] &+ s0 &+ schedule[word - 7] &+ s1
                    word += 1
                }
                var (a, b, c, d, e, f, g, h) = (
                    state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
                )
                var round = 0
                while round < 64 {
                    let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ sum1 &+ choice &+ constants[round] &+ schedule[round]
                    let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    h = g
                    g = f
                    f = e
                    e = d &+ temp1
                    d = c
                    c = b
                    b = a
                    a = temp1 &+ sum0 &+ majority
                    round += 1
                }
                state[0] &+= a
                state[1] &+= b
                state[2] &+= c
                state[3] &+= d
                state[4] &+= e
                state[5] &+= f
                state[6] &+= g
                state[7] &+= h
            }
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
