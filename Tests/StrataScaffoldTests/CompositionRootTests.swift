import Testing
@testable import StrataScaffold

@Suite struct CompositionRootTests {
    private let source = """
        struct AppContainer {
            func makeAll() {
                // strata:features
            }
        }

        """

    @Test func insertsAboveMarkerAndRemovesExactly() throws {
        let snippet = "        makeProfile()\n"
        let inserted = try #require(CompositionRoot.inserting(snippet, into: source))
        #expect(inserted.contains("        makeProfile()\n        // strata:features\n"))
        #expect(CompositionRoot.removing(snippet, from: inserted) == source)
    }

    @Test func missingMarkerOrEditedSnippetIsReported() {
        #expect(CompositionRoot.inserting("x\n", into: "struct A {}\n") == nil)
        #expect(CompositionRoot.removing("makeProfile()\n", from: source) == nil)
    }
}
