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

    /// The line holding a byte is the text between the line feeds around it, without a carriage return before the
    /// second: on every byte of texts with empty lines, CR LF, a lone CR, multi-byte characters and no final feed,
    /// and just past the end, whichever lines were asked before.
    @Test(arguments: ["", "a", "a\n", "\n\n", "a\r\nbb\r\nccc", "x\ry", "é\u{2028}\n\r\n", "last\n\n", "\r\n\r"])
    func theLineHoldingAByteIsTheTextBetweenItsLineFeeds(_ text: String) {
        let bytes = Array(text.utf8)
        func scanned(_ offset: Int) -> String {
            var start = offset
            while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
            var end = offset
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
        for offset in 0...bytes.count {
            #expect(
                SourceText(text).lineText(containingByte: offset) == scanned(offset),
                "byte \(offset) of \(text.debugDescription)")
        }
        let asked = SourceText(text)
        for offset in (0...bytes.count).reversed() {
            #expect(
                asked.lineText(containingByte: offset) == scanned(offset), "byte \(offset) of \(text.debugDescription)")
            #expect(asked.lineText(asked.position(ofByte: offset).line) == scanned(offset))
        }
        #expect(asked.lineText(containingByte: -1) == "")
        #expect(asked.lineText(containingByte: bytes.count + 1) == "")
    }
}
