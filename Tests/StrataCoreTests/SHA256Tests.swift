import Testing

@testable import StrataCore

/// The FIPS 180-2 / NIST CAVS example vectors.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
        (
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
            "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
        ),
    ])
    func matchesTheStandardVectors(message: String, digest: String) {
        #expect(SHA256.hexDigest(of: message.utf8) == digest)
    }

    @Test func hashesOneMillionAs() {
        #expect(
            SHA256.hexDigest(of: repeatElement(UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the 55/56/64-byte padding boundaries, fed whole and in uneven pieces.
    @Test(arguments: [55, 56, 63, 64, 65, 119, 120, 128])
    func givesTheSameDigestHoweverTheInputIsSplit(length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var pieces = SHA256()
        var start = 0
        for size in [1, 7, 13, 64, 3] where start < length {
            let end = min(length, start + size)
            pieces.update(bytes[start..<end])
            start = end
        }
        pieces.update(bytes[start...])
        #expect(pieces.hexDigest() == SHA256.hexDigest(of: bytes))
        #expect(SHA256.hexDigest(of: bytes) != SHA256.hexDigest(of: bytes.dropLast()))
    }
}
