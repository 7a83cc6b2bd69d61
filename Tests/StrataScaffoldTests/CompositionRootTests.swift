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

    @Test func aSnippetNamesTheMarkerItsLastLineHolds() {
        let wiring = "        profile = ProfileComposition(server: server)\n        // strata:feature-wiring - note\n"
        #expect(CompositionRoot.marker(endingSnippet: wiring) == "// strata:feature-wiring")
        #expect(
            CompositionRoot.marker(endingSnippet: "    let x = 1\n    // strata:features\n") == "// strata:features")
        #expect(CompositionRoot.marker(endingSnippet: "    let x = 1\n    // a comment\n") == nil)
    }

    @Test func insertsAboveTheNamedMarkerOnly() throws {
        let twoMarkers =
            "struct A {\n    // strata:features - here\n    init() {\n        // strata:feature-wiring - there\n    }\n}\n"
        let inserted = try #require(
            CompositionRoot.inserting("        x = 1\n", into: twoMarkers, above: "// strata:feature-wiring"))
        #expect(
            inserted
                == "struct A {\n    // strata:features - here\n    init() {\n        x = 1\n        // strata:feature-wiring - there\n    }\n}\n"
        )
    }
}
