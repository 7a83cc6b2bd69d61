import Foundation
import StrataContextTestSupport
import Testing

@testable import StrataContext

/// The testing plan says what the generated doubles record, read from the mocks of every style: a test an agent
/// writes against "each records its runs" would look for a repository's load count no mock keeps.
@Suite struct DoublesRecordWhatTheBundleSaysTests {
    /// What a recording property keeps, by the word the bundle uses for it.
    private static let recordWords: [(property: String, word: String)] = [
        (#"saved\w+"#, "saves"), ("deletedIDs", "deletes"), ("callCount", "calls"), ("stopped", "stop"),
    ]

    @Test(arguments: ContextMatchesPackageTests.styles)
    func theDoublesLineSaysWhatTheMocksRecord(style: String) throws {
        let mocks = try DemoContext.swiftFiles(under: "Tests/DemoTestSupport/Mocks", style: style).values
        let types = mocks.flatMap { $0.components(separatedBy: "\npublic ").dropFirst() }
            .filter { $0.range(of: #"^(final class|actor) Mock"#, options: .regularExpression) != nil }
        #expect(!types.isEmpty, "the \(style) package has no mocks")
        let recorded = types.flatMap {
            PackageDeclarations.captures(#"public (?:private\(set\) var|let) (\w+)"#, in: $0)
        }
        let readsUncounted = types.contains { type in
            type.hasPrefix("actor") && type.contains("func load") && !type.contains("callCount")
        }
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "Doubles are hand-written")
        #expect(!lines.isEmpty, "the \(style) bundle says nothing of its doubles")
        for line in lines {
            for (property, word) in Self.recordWords
            where recorded.contains(where: { $0.range(of: "^\(property)$", options: .regularExpression) != nil }) {
                #expect(line.contains(word), "the mocks record \(property) but the line never says \(word): \(line)")
            }
            if readsUncounted {
                #expect(!line.contains("records its writes and runs"), "a repository mock counts no loads: \(line)")
                #expect(line.contains("not repository loads"), "the line leaves repository loads open: \(line)")
            }
        }
    }

    /// "a @MainActor class Mock<UseCase>" holds only if every use-case mock is isolated to the main actor; a
    /// stream's mock, which a test drives from any task, is not.
    @Test(arguments: ContextMatchesPackageTests.styles)
    func theDoublesLineIsolatesOnlyWhatTheMocksIsolate(style: String) throws {
        let mocks = try DemoContext.swiftFiles(under: "Tests/DemoTestSupport/Mocks", style: style).values.joined()
        let useCaseMocks = PackageDeclarations.captures(
            #"(?:@MainActor\n)?public final class (Mock\w+UseCase)\b"#, in: mocks)
        let isolated = PackageDeclarations.captures(#"@MainActor\npublic final class (Mock\w+UseCase)\b"#, in: mocks)
        #expect(!useCaseMocks.isEmpty, "the \(style) package has no use-case mocks")
        let lines = BundleText.lines(of: try BundleText.of(style: style), containing: "Doubles are hand-written")
        for line in lines where line.contains("@MainActor class Mock<UseCase>") {
            #expect(Set(isolated) == Set(useCaseMocks), "not every use-case mock is @MainActor: \(line)")
        }
    }
}
