import StrataDiagnostics
import Testing

/// Quoted user text stays one line and sends no escape sequence to the terminal; everything
/// printable, ASCII or not, is kept as typed.
@Suite struct ControlCharacterEscapingTests {
    @Test(arguments: [
        ("plain Name_1 (x) ~", "plain Name_1 (x) ~"),
        ("café → ✅", "café → ✅"),
        ("a\nb\r\tc", "a\\nb\\r\\tc"),
        ("\u{1B}[31mred", "\\u{1B}[31mred"),
        ("del\u{7F}", "del\\u{7F}"),
        ("line\u{2028}break\u{2029}", "line\\u{2028}break\\u{2029}"),
        ("abc\u{202E}fed", "abc\\u{202E}fed"),
        ("zero\u{200B}width", "zero\u{200B}width"),
    ])
    func escapesControlCharactersOnly(input: String, expected: String) {
        #expect(input.escapingControlCharacters == expected)
    }

    /// Escaped exactly are the scalars Unicode calls controls (Cc), line and paragraph separators
    /// (Zl, Zp), and U+202E: the escaping reads bytes, not Unicode's tables, so it is held to
    /// them here for every scalar of the planes text uses.
    @Test func escapesExactlyWhatUnicodeCallsControls() {
        var mismatches: [String] = []
        for value in UInt32(0)..<0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let isControl =
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: true
                case .format: value == 0x202E
                default: false
                }
            let text = "a" + String(scalar) + "b"
            if (text.escapingControlCharacters != text) != isControl { mismatches.append(String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty)
    }

    /// Printable text is skipped eight bytes at a time: a control is found wherever it falls in
    /// or after those words, and text around it is kept.
    @Test func findsControlsAtEveryOffset() {
        let scalars =
            (UInt32(0)..<0xA1).compactMap(Unicode.Scalar.init)
            + [0x2027, 0x2028, 0x2029, 0x202D, 0x202E, 0xE9].compactMap(Unicode.Scalar.init)
        var mismatches: [String] = []
        for scalar in scalars {
            let isControl =
                switch scalar.properties.generalCategory {
                case .control, .lineSeparator, .paragraphSeparator: true
                default: scalar.value == 0x202E
                }
            for offset in 0..<20 {
                let text = String(repeating: "x", count: offset) + String(scalar) + String(repeating: "y", count: 17)
                if (text.escapingControlCharacters != text) != isControl {
                    mismatches.append("\(String(scalar.value, radix: 16)) at \(offset)")
                }
            }
        }
        #expect(mismatches.isEmpty)
    }
}
