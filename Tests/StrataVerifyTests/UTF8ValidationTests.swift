import StrataTestSupport
import Testing

@testable import StrataVerify

/// Every file verify reads is checked for UTF-8 by a reader of its own (ASCII eight bytes at a
/// time); it must judge every input as the standard library's `String(validating:)` does.
@Suite struct UTF8ValidationTests {
    private static func expectAgreement(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = String(validating: bytes, as: UTF8.self) != nil
        #expect(FileReader.isValidUTF8(bytes) == expected, "\(bytes)", sourceLocation: sourceLocation)
    }

    /// Bytes either side of every boundary of Unicode's table 3-7.
    private static let edges: [UInt8] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xF4, 0xFF,
    ]

    @Test func everyShortSequenceIsJudgedAsTheStandardLibraryDoes() {
        // After nine ASCII bytes (one word read at once, one byte alone) and at the end of the input.
        let padding = Array("abcdefghi".utf8)
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max {
                let pair = [first, second]
                if FileReader.isValidUTF8(padding + pair) != (String(validating: padding + pair, as: UTF8.self) != nil)
                {
                    Self.expectAgreement(padding + pair)
                }
            }
        }
        for lead in UInt8(0xE0)...0xEF {
            for second in UInt8.min...UInt8.max {
                for third in Self.edges { Self.expectAgreement(padding + [lead, second, third]) }
            }
        }
        for lead in UInt8(0xF0)...0xFF {
            for second in Self.edges {
                for third in Self.edges {
                    Self.expectAgreement(padding + [lead, second, third])
                    for fourth in Self.edges {
                        Self.expectAgreement(padding + [lead, second, third, fourth] + padding)
                    }
                }
            }
        }
    }

    @Test func randomTextIsJudgedAsTheStandardLibraryDoes() {
        var random = SplitMix64(seed: 8)
        let alphabet = Array("struct Café {}\n".utf8) + Array("→ ✅ 𝄞".utf8) + Self.edges + [0xE0, 0xED, 0xF0, 0xF5]
        for _ in 0..<20_000 {
            let bytes = (0..<Int(random.next() % 40)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
            Self.expectAgreement(bytes)
        }
    }
}
