import StrataTestSupport
import SwiftScanner
import Testing

/// `distinctTexts` makes one string per distinct byte run; it must answer exactly what making a
/// string per token and keeping each text the first time it is seen answers, in the same order.
@Suite struct DistinctTextsTests {
    @Test func sameTextsInFirstMentionOrderAsAStringPerToken() {
        let source = """
            struct Order: Identifiable { let id: Order.ID; var café: Café; var 数: 数量 }
            let a = Order(), b = Order(), c: [Order] = [a, b], d: Café? = nil, e = 数量()
            """
        let stream = Lexer.tokenize(source)
        let isIdentifier: (Token) -> Bool = { $0.kind == .identifier }
        #expect(stream.distinctTexts(where: isIdentifier) == Self.firstMentions(in: stream, where: isIdentifier))
        #expect(stream.distinctTexts(where: isIdentifier).prefix(3) == ["Order", "Identifiable", "id"])
    }

    /// Random identifiers over a tiny alphabet collide in every way short byte runs can, and
    /// thousands of distinct names make the table grow many times.
    @Test func agreesOnRandomIdentifiers() {
        var random = SplitMix64(seed: 7)
        for round in 0..<200 {
            let count = round.isMultiple(of: 50) ? 5_000 : 60
            // Names of 1 to 24 bytes: the table hashes eight bytes at a time, then a tail.
            let words = (0..<count).map { _ in
                String(
                    repeating: String(
                        (0..<Int(random.next() % 4 + 1)).map { _ in ["A", "b", "é", "_"][Int(random.next() % 4)] }),
                    count: Int(random.next() % 4 + 1))
                    + (count > 60 ? String(random.next() % 3_000) : "")
            }
            let stream = Lexer.tokenize(words.joined(separator: " "))
            let isName: (Token) -> Bool = { $0.kind == .identifier }
            #expect(stream.distinctTexts(where: isName) == Self.firstMentions(in: stream, where: isName))
            let isCapitalised: (Token) -> Bool = { $0.kind == .identifier && stream.text(of: $0).first == "A" }
            #expect(
                stream.distinctIdentifiers(startingWithin: UInt8(ascii: "A")...UInt8(ascii: "A"))
                    == Self.firstMentions(in: stream, where: isCapitalised))
        }
    }

    private static func firstMentions(in stream: TokenStream, where include: (Token) -> Bool) -> [String] {
        var seen: Set<String> = []
        return stream.tokens.filter(include).map { stream.text(of: $0) }.filter { seen.insert($0).inserted }
    }
}
