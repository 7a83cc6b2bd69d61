import StrataDiagnostics
import Testing

/// The one "did you mean" every part of Strata uses.
@Suite struct SuggestionTests {
    @Test(
        arguments: [
            ("severty", ["severity", "summary"], "severity"),
            ("Severity", ["severity"], "severity"),
            ("desc", ["description"], nil),
            ("nme", ["name", "id"], "name"),
            ("id", ["ids", "kind"], "ids"),
            ("hepl", ["help", "helm"], "help"),
            ("completelyDifferent", ["name"], nil),
            ("domain-purty", ["domain-purity", "theme-tokens"], "domain-purity"),
        ] as [(String, [String], String?)])
    func suggestsTheClosestNameWhenCloseEnough(name: String, candidates: [String], expected: String?) {
        #expect(suggestion(for: name, among: candidates) == expected)
    }

    @Test func tiesGoToTheAlphabeticallyFirstWhateverTheOrderGiven() {
        #expect(suggestion(for: "cat", among: ["cot", "bat"]) == "bat")
        #expect(suggestion(for: "cat", among: ["bat", "cot"]) == "bat")
    }
}
