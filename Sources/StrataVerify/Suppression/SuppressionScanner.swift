import Foundation
import StrataCore
import SwiftScanner

/// Finds the `// strata:` directives of one file in its comment trivia — never in string
/// literals or inside block comments, so quoting a directive in text or commenting out a
/// block that contains one does not switch rules off.
enum SuppressionScanner {
    struct Result {
        var directives: [SuppressionMap.Located] = []
        /// Malformed `strata:` comments, with where they are.
        var problems: [(problem: SuppressionDirective.Problem, line: Int, column: Int)] = []
    }

    private static let marker = Array("strata:".utf8)

    static func scan(_ source: SourceText) -> Result {
        var result = Result()
        // Most files hold no directive: a byte search skips the trivia walk for them.
        guard source.bytes[...].containsSubsequence(marker) else { return result }
        let tokens = source.tokens
        for (index, token) in tokens.tokens.enumerated() {
            for leading in [true, false] {
                let range = leading ? token.leadingTriviaRange : token.trailingTriviaRange
                guard !range.isEmpty, source.bytes[range].containsSubsequence(marker) else { continue }
                let pieces = leading ? tokens.leadingTrivia(of: token) : tokens.trailingTrivia(of: token)
                for piece in pieces where piece.kind == .lineComment {
                    let body = tokens.text(in: (piece.range.lowerBound + 2)..<piece.range.upperBound)
                    let (line, column) = source.position(ofByte: piece.range.lowerBound)
                    guard let parsed = SuppressionDirective.parse(commentBody: body[...], line: line, column: column)
                    else {
                        continue
                    }
                    switch parsed {
                    case .success(let directive):
                        let next = nextCodeLine(after: piece.range.upperBound, from: index, in: tokens)
                        result.directives.append(SuppressionMap.Located(directive, nextCodeLine: next))
                    case .failure(let problem):
                        result.problems.append((problem, line, column))
                    }
                }
            }
        }
        return result
    }

    private static func nextCodeLine(after offset: Int, from index: Int, in tokens: TokenStream) -> Int? {
        var candidate = index
        while candidate < tokens.endIndex {
            let token = tokens[candidate]
            if token.kind == .endOfFile { return nil }
            if token.range.lowerBound >= offset { return token.line }
            candidate += 1
        }
        return nil
    }
}
