import StrataDiagnostics
import StrataTestSupport
import Testing

/// Fingerprints are compared across runs and releases: the hash of known text is fixed, and its
/// sixteen digits read as the value, computed here step by step, formatted in hex and padded with
/// zeros does.
@Suite struct FNV1aTests {
    @Test func hexDigitsAreTheValuePaddedToSixteen() {
        var random = SplitMix64(seed: 5)
        var mismatches: [String] = []
        for length in 0..<400 {
            var hash = FNV1a()
            var expected: UInt64 = 0xcbf2_9ce4_8422_2325
            for _ in 0..<length {
                let byte = UInt8(truncatingIfNeeded: random.next())
                hash.combine(byte)
                expected = (expected ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            let formatted = String(expected, radix: 16)
            let padded = String(repeating: "0", count: 16 - formatted.count) + formatted
            if hash.hexDigits != padded { mismatches.append(padded) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first ?? "")")
    }

    @Test func knownTextsKeepTheirPublishedHashes() {
        // 64-bit FNV-1a of "" and "a", as the algorithm's reference gives them.
        #expect(FNV1a().hexDigits == "cbf29ce484222325")
        var hash = FNV1a()
        hash.combine("a")
        #expect(hash.hexDigits == "af63dc4c8601ec8c")
    }
}
