import StrataCore
import StrataTestSupport
import Testing

/// The byte search suppression markers, type names and role words go through: it must answer what
/// comparing every window of bytes answers, at every offset, for short and empty needles too.
@Suite struct ByteSearchTests {
    @Test func agreesWithComparingEveryWindow() {
        var random = SplitMix64(seed: 11)
        let alphabet = ["a", "b", "R", "é", "/"]
        func word(_ length: UInt64) -> String {
            String((0..<Int(random.next() % length)).map { _ in Character(alphabet[Int(random.next() % 5)]) })
        }
        var mismatches: [String] = []
        for _ in 0..<3_000 {
            let haystack = word(12)
            let needle = word(4)
            let expected = Self.windows(of: Array(haystack.utf8), contain: Array(needle.utf8))
            if haystack.containsBytes(of: needle) != expected { mismatches.append("\(haystack) / \(needle)") }
        }
        #expect(mismatches.isEmpty)
        #expect("OrderRepositoryType".containsBytes(of: "Repository"))
        #expect(!"OrderRepo".containsBytes(of: "Repository"))
    }

    @Test(arguments: [
        ("", true), ("Order", true), ("a\r\nb\u{7F}", true), ("é", false), ("Order\u{80}", false), ("🙂x", false),
    ])
    func isAllASCIIOnlyWithoutABytePastSevenBits(text: String, expected: Bool) {
        #expect(text.isAllASCII == expected)
    }

    private static func windows(of haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}
