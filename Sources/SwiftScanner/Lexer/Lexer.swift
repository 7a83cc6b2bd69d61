/// Turns Swift source into tokens, the way the compiler's lexer does, over UTF-8 bytes.
///
/// The lexer never fails: malformed input (an unterminated string, a stray byte, invalid
/// UTF-8) yields tokens plus ``SourceDiagnostic``s, and the tokens still cover every input
/// byte. Time is linear in input size and the stack depth is constant whatever the nesting.
public enum Lexer {
    /// Tokens of `source`.
    public static func tokenize(_ source: String) -> TokenStream {
        tokenize(bytes: Array(source.utf8))
    }

    /// Tokens of raw bytes, which need not be valid UTF-8.
    public static func tokenize(bytes: [UInt8]) -> TokenStream {
        guard bytes.count < Int(UInt32.max) else {
            let diagnostic = SourceDiagnostic(
                kind: .inputTooLarge(byteCount: bytes.count), line: 1, column: 1)
            let endOfFile = Token(
                kind: .endOfFile, keyword: nil, isAtStartOfLine: true,
                leadingStart: 0, start: 0, end: 0, trailingEnd: 0, line: 1, column: 1)
            return TokenStream(bytes: [], tokens: [endOfFile], diagnostics: [diagnostic])
        }
        let (tokens, diagnostics) = bytes.withUnsafeBufferPointer { buffer in
            var cursor = LexerCursor(bytes: buffer)
            cursor.run()
            return (cursor.tokens, cursor.diagnostics)
        }
        return TokenStream(bytes: bytes, tokens: tokens, diagnostics: diagnostics)
    }
}
