import StrataTestSupport
import SwiftScanner
import Testing

/// `distinctTexts` makes one string per distinct byte run; it must answer exactly what making a
/// string per token and collecting them in a set answers.
@Suite struct DistinctTextsTests {
    @Test func sameSetAsAStringPerToken() {
        let source = """
            struct Order: Identifiable { let id: Order.ID; var café: Café; var 数: 数量 }
            let a = Order(), b = Order(), c: [Order] = [a, b], d: Café? = nil, e = 数量()
            """
        let stream = Lexer.tokenize(source)
        let isIdentifier: (Token) -> Bool = { $0.kind == .identifier }
        #expect(
            stream.distinctTexts(where: isIdentifier)
                == Set(stream.tokens.filter(isIdentifier).map { stream.text(of: $0) }))
    }

    /// Random identifiers over a tiny alphabet collide in every way short byte runs can.
    @Test func agreesOnRandomIdentifiers() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let words = (0..<60).map { _ in
                String((0..<Int(random.next() % 4 + 1)).map { _ in ["A", "b", "é", "_"][Int(random.next() % 4)] })
            }
            let stream = Lexer.tokenize(words.joined(separator: " "))
            let isName: (Token) -> Bool = { $0.kind == .identifier }
            #expect(
                stream.distinctTexts(where: isName) == Set(stream.tokens.filter(isName).map { stream.text(of: $0) }))
        }
    }
}
