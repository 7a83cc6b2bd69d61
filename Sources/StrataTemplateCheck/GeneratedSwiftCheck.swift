import StrataScaffold
import SwiftScanner

/// What must hold for any generated Swift file, whatever the template: it lexes cleanly,
/// its brackets balance, and no template tag was left unrendered.
enum GeneratedSwiftCheck {
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// Lexer diagnostics and the first delimiter that does not balance (one missing brace
    /// throws off every delimiter after it, so later ones would only repeat the news).
    static func problems(inSwift text: String) -> [Problem] {
        let stream = Lexer.tokenize(text)
        var problems = stream.diagnostics.map { Problem(line: $0.line, column: $0.column, message: $0.message) }
        if let delimiter = firstUnbalancedDelimiter(in: stream) { problems.append(delimiter) }
        return problems
    }

    /// Every `{{` left in generated text, in any file type.
    static func leftoverTags(in text: String) -> [Problem] {
        var problems: [Problem] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            var column = 1
            while let range = rest.range(of: "{{") {
                column += rest[..<range.lowerBound].utf8.count
                problems.append(
                    Problem(
                        line: index + 1, column: column,
                        message: "\"{{\" left in the generated text; a tag did not render (check its braces), "
                            + "or an escaped \"\\{{\" produced it"))
                column += 2
                rest = rest[range.upperBound...]
            }
        }
        return problems
    }

    private static let pairs: [TokenKind: TokenKind] = [
        .leftParen: .rightParen, .leftBracket: .rightBracket, .leftBrace: .rightBrace,
    ]

    private static func firstUnbalancedDelimiter(in stream: TokenStream) -> Problem? {
        var open: [Token] = []
        for token in stream.tokens where !token.kind.isStringText {
            if pairs[token.kind] != nil {
                open.append(token)
            } else if pairs.values.contains(token.kind) {
                let closer = stream.text(of: token)
                guard let opener = open.popLast() else {
                    return Problem(
                        line: token.line, column: token.column, message: "'\(closer)' has no matching opening delimiter"
                    )
                }
                if pairs[opener.kind] != token.kind {
                    return Problem(
                        line: token.line, column: token.column,
                        message:
                            "'\(closer)' closes '\(stream.text(of: opener))' opened at \(opener.line):\(opener.column)")
                }
            }
        }
        return open.last.map {
            Problem(line: $0.line, column: $0.column, message: "'\(stream.text(of: $0))' is never closed")
        }
    }
}
