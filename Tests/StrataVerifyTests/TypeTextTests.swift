import StrataTestSupport
import Testing

@testable import StrataVerify

/// `TypeText.names` reads ASCII text byte by byte and other text by `Character`; both readings
/// must name the same types.
@Suite struct TypeTextTests {
    @Test func namesAWrittenTypeLooksThrough() {
        #expect(TypeText.names(in: "[String: any ProfileRepository]?") == ["String", "ProfileRepository"])
        #expect(TypeText.names(in: "DemoDomain.Profile") == ["Profile"])
        #expect(TypeText.names(in: "(Café_2) -> Ünit") == ["Café_2", "Ünit"])
    }

    @Test func asciiReadingAgreesWithCharacterReading() {
        var random = SplitMix64(seed: 11)
        let pieces = [
            "Order", "_id", "x9", "any", "some", ".", "?", "[", "]", ":", " ", "<", ">", ",", "(", ")", "->", "&",
        ]
        for _ in 0..<2_000 {
            let written = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(TypeText.asciiNames(in: written) == TypeText.characterNames(in: written), "\(written)")
        }
    }

    /// The names an expression constructs are read the same way by bytes and by `Character`.
    @Test func constructedNamesAgreeByBytesAndByCharacter() {
        #expect(
            CheckedFile.constructedNames(in: "Factory(api: APIClient()).make(Order.init())") == [
                "Factory", "APIClient",
            ])
        var random = SplitMix64(seed: 13)
        let pieces = ["Order", "api", "_x", "9", "(", ")", ".", " ", ":", "Repo2", "[", "]", ","]
        for _ in 0..<2_000 {
            let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(
                CheckedFile.asciiConstructedNames(in: text) == CheckedFile.characterConstructedNames(in: text),
                "\(text)")
        }
    }
}
