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
        // Past a first word of eight bytes, in a later word, and in the bytes after the last one.
        ("OrderRepository", true), ("OrderRepositoryProtocol", true), ("OrderRepé", false),
        ("OrderRepositoryé", false), ("OrderRep\u{80}sitory", false),
    ])
    func isAllASCIIOnlyWithoutABytePastSevenBits(text: String, expected: Bool) {
        #expect(text.isAllASCII == expected)
    }

    /// Counting a byte a word at a time must agree with counting byte by byte: any length (so any
    /// tail past the last whole word), any offset, and bytes that differ from the one counted only
    /// in the high bit or the lowest bits.
    @Test func countOfAByteAgreesWithCountingOneByOne() {
        var random = SplitMix64(seed: 23)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x8A, 0x0B, 0x00, 0xFF, 0x7F, 0x80, 0x41]
        var mismatches: [[UInt8]] = []
        for _ in 0..<3_000 {
            let bytes = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % 9)] }
            for byte: UInt8 in [0x0A, 0x00, 0xFF, 0x80] {
                let counted = bytes.withUnsafeBufferPointer { $0.count(of: byte) }
                if counted != bytes.filter({ $0 == byte }).count { mismatches.append(bytes) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, the first: \(mismatches.first ?? [])")
        let lines = Array(String(repeating: "let x = 1\n", count: 1_000).utf8)
        #expect(lines.withUnsafeBufferPointer { $0.count(of: 0x0A) } == 1_000)
        #expect(UnsafeBufferPointer<UInt8>(start: nil, count: 0).count(of: 0x0A) == 0)
    }

    private static func windows(of haystack: [UInt8], contain needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}
