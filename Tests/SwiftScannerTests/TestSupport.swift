import SwiftScanner

/// Tokens of `source` as `"kind text"` lines, end of file left out, so expectations read
/// like the source they describe.
func dump(_ source: String) -> [String] {
    let stream = Lexer.tokenize(source)
    return stream.tokens.dropLast().map { "\($0.kind.rawValue) \(stream.text(of: $0))" }
}

/// Joins every token's leading trivia, text and trailing trivia back into bytes.
func reassembled(_ stream: TokenStream) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(stream.bytes.count)
    for token in stream.tokens {
        bytes += stream.bytes[token.fullRange]
    }
    return bytes
}
