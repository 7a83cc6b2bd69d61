import SwiftScanner

/// Tokens of `source` as `"kind text"` lines, end of file left out, so expectations read
/// like the source they describe.
func dump(_ source: String) -> [String] {
    let stream = Lexer.tokenize(source)
    return stream.tokens.dropLast().map { "\($0.kind.rawValue) \(stream.text(of: $0))" }
}

/// A source with `↓` markers removed, and the 1-based line and UTF-8 column of each marker.
struct MarkedSource {
    let text: String
    let markers: [(line: Int, column: Int)]

    init(_ marked: String) {
        var text = ""
        var markers: [(line: Int, column: Int)] = []
        var line = 1
        var column = 1
        var afterCarriageReturn = false
        for scalar in marked.unicodeScalars {
            if scalar == "↓" {
                markers.append((line, column))
                continue
            }
            text.unicodeScalars.append(scalar)
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn {
                column = 1
            } else if scalar == "\n" || scalar == "\r" {
                line += 1
                column = 1
            } else {
                column += String(scalar).utf8.count
            }
        }
        self.text = text
        self.markers = markers
    }
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
