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

    /// The names an expression constructs; ASCII text is read by bytes and other text by
    /// `Character`, and both readings give the same name runs.
    @Test func constructedNamesAndTheTwoReadingsAgree() {
        #expect(
            CheckedFile.constructedNames(in: "Factory(api: APIClient()).make(Order.init())") == [
                "Factory", "APIClient",
            ])
        var random = SplitMix64(seed: 11)
        let pieces = [
            "Order", "_id", "x9", "any", "some", ".", "?", "[", "]", ":", " ", "<", ">", ",", "(", ")", "->", "&",
            "api", "Repo2",
        ]
        for _ in 0..<4_000 {
            let written = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(TypeText.asciiNameRuns(in: written) == TypeText.characterNameRuns(in: written), "\(written)")
        }
    }

    /// `names(in:)` reads ASCII text as bytes: the names are those the character reading gives,
    /// less member names and the words that only qualify a type.
    @Test func namesFromBytesAreTheCharacterReadingsNames() {
        let qualifiers: Set<String> = ["any", "some", "inout", "borrowing", "consuming", "sending", "escaping"]
        var random = SplitMix64(seed: 13)
        let pieces = [
            "Order", "_id", "x9", "any", "some", "inout", ".", "?", "[", "]", ":", " ", "<", ">", ",", "(", ")",
            "->", "&", "Repo2", "sending", "anyway",
        ]
        for _ in 0..<4_000 {
            let written = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            let expected = TypeText.characterNameRuns(in: written).filter {
                $0.next != "." && !qualifiers.contains($0.name)
            }.map(\.name)
            #expect(TypeText.names(in: written) == expected, "\(written)")
        }
    }

    /// `headName(in:)` reads ASCII text as bytes; it answers as the character reading does.
    @Test func headNameFromBytesIsTheCharacterReadings() {
        var random = SplitMix64(seed: 17)
        let pieces = [
            "Order", "_id", "x9", "any", "some", "@", "@MainActor", ".", "..", "?", "[", "]", ":", " ", "\t", "\n",
            "\r\n", "<", ">", ",", "(", ")", "->", "&", "Repo2", "sending", "anyway", "UIKit.", "é",
        ]
        for _ in 0..<6_000 {
            let written = (0..<Int(random.next() % 10)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(TypeText.headName(in: written) == TypeText.characterHeadName(in: written), "\(written)")
        }
        #expect(TypeText.headName(in: "@MainActor UIKit.UIViewController") == "UIViewController")
        #expect(TypeText.headName(in: "BaseViewController<LoginViewModel>") == "BaseViewController")
    }

    /// `lastName(in:is:)` skips text without the name's bytes; on any text it answers as the
    /// last of `names(in:)` does.
    @Test func lastNameAgreesWithTheNames() {
        #expect(TypeText.lastName(in: "SwiftUI.View", is: "View"))
        #expect(!TypeText.lastName(in: "ViewModifier", is: "View"))
        #expect(!TypeText.lastName(in: "View.Type", is: "View"))
        #expect(TypeText.lastName(in: "Ünit & View", is: "View"))
        var random = SplitMix64(seed: 7)
        let pieces = ["View", "Vi", "ew", "Model", "any", "some", ".", "?", "<", ">", ",", " ", "&", "Ü", "_"]
        for _ in 0..<4_000 {
            let written = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            for name in ["View", "Model", "Ü"] {
                #expect(
                    TypeText.lastName(in: written, is: name) == (TypeText.names(in: written).last == name), "\(written)"
                )
            }
        }
    }

    /// `lastName(in:)` reads ASCII text without gathering every name; it answers as the last of
    /// `names(in:)` does, on any text.
    @Test func lastNameIsTheLastOfTheNames() {
        #expect(TypeText.lastName(in: "SwiftUI.View") == "View")
        #expect(TypeText.lastName(in: "any Repository<Order>") == "Order")
        #expect(TypeText.lastName(in: "some") == nil)
        var random = SplitMix64(seed: 17)
        let pieces = [
            "View", "any", "some", "inout", "Order", "_x9", ".", "?", "<", ">", ",", " ", "&", "Ü", "(", ")", "->",
        ]
        for _ in 0..<6_000 {
            let written = (0..<Int(random.next() % 9)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
                .joined()
            #expect(TypeText.lastName(in: written) == TypeText.names(in: written).last, "\(written)")
        }
    }
}
