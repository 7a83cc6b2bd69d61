import StrataVerify
import Testing

/// What project rules read besides each file's own facts: the names a file's types carry, kept
/// in one array, and the names the tests use, merged once for the whole project.
@Suite struct ProjectFactsTests {
    private func file(_ path: String, types: [String], identifiers: [String], isTest: Bool) -> FileFacts {
        FileFacts(
            path: path, layer: isTest ? "tests" : "domain", isTest: isTest, imports: [],
            types: types.map {
                TypeFact(
                    name: $0, kind: .class, inheritance: [], attributes: [], functionNames: [], line: 1, column: 1,
                    lineText: "class \($0) {}")
            },
            identifiers: identifiers)
    }

    @Test func typeNamesFollowTheTypesInOrder() {
        let facts = file("A.swift", types: ["Order", "OrderItem", "Order"], identifiers: [], isTest: false)
        #expect(facts.typeNames == ["Order", "OrderItem", "Order"])
        #expect(facts.typeNames == facts.types.map(\.name))
    }

    @Test func testedNamesMergeTheTestFilesIdentifiersOnly() {
        let files = [
            file("Sources/A.swift", types: ["LoadOrders"], identifiers: ["Order", "Repository"], isTest: false),
            file("Tests/ATests.swift", types: [], identifiers: ["LoadOrders", "Order"], isTest: true),
            file("Tests/BTests.swift", types: [], identifiers: ["Order", "Cart"], isTest: true),
        ]
        #expect(ProjectFacts(files: files, manifests: []).testedNames == ["LoadOrders", "Order", "Cart"])
        // The engine hands over the merge it made while reading the files.
        #expect(ProjectFacts(files: files, manifests: [], testedNames: ["Given"]).testedNames == ["Given"])
    }
}
