import Testing

@testable import StrataVerify

@Suite struct SourceTextTests {
    /// `lineCount` counts line feeds without the line table; once a line's text built the table,
    /// it reads the table. Both must agree with each other and with the lines `lineText` serves.
    @Test(arguments: ["", "a", "a\n", "\n\n", "a\r\nbb\r\nccc", "x\ry", "\u{2028}\n", "last\n\n"])
    func lineCountAgreesWithTheLineTable(_ text: String) {
        let counted = SourceText(text).lineCount
        let tabled = SourceText(text)
        _ = tabled.lineText(1)
        #expect(counted == text.utf8.filter { $0 == 0x0A }.count + 1)
        #expect(tabled.lineCount == counted)
        #expect(tabled.lineText(counted + 1) == "")
    }
}
