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
}
