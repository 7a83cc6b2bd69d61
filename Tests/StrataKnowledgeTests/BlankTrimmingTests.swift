import Foundation
import StrataTestSupport
import Testing

@testable import StrataKnowledge

/// The parser's trimming is Foundation's `trimmingCharacters(in: .whitespaces)`: on texts made of every blank it
/// trims, line breaks and zero-width characters it keeps, combining marks, emoji and letters, in any order.
struct BlankTrimmingTests {
    private static let pieces: [String] = [
        " ", "\t", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2007}", "\u{200A}", "\u{202F}", "\u{205F}", "\u{3000}",
        "\n", "\r", "\u{2028}", "\u{85}", "\u{200B}", "\u{200C}", "\u{180E}", "\u{FEFF}", "\u{301}", "e", "é", "#each",
        "else", "/if", "👩‍👩‍👧",
        "|", "\"x\"",
    ]

    @Test func agreesWithFoundationsTrimming() {
        var generator = SplitMix64(seed: 0x7B1A_4E)
        var texts = Self.pieces + ["", "  ", " \t \u{3000}"]
        for _ in 0..<3_000 {
            texts.append(
                (0..<generator.next(below: 7)).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }
                    .joined())
        }
        for text in texts {
            #expect(text.trimmingSpacesAndTabs == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
            let padded = "x " + text + " x"
            let inner = padded.dropFirst().dropLast()
            #expect(
                inner.trimmingSpacesAndTabs == inner.trimmingCharacters(in: .whitespaces), "\(inner.debugDescription)")
        }
    }
}
