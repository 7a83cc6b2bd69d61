import Foundation
import Testing

@testable import StrataContext

@Suite struct ContextBuildingBlockTests {
    @Test(arguments: [
        ("all", ContextAgent.allCases),
        ("cursor", [.cursor]),
        ("claude", [.agents, .claude]),
        ("gemini,copilot", [.agents, .copilot, .gemini]),
        (" windsurf , agents ", [.agents, .windsurf]),
    ])
    func agentSelectionParsesListsAndBringsAgentsAlongForImporters(text: String, expected: [ContextAgent]) throws {
        #expect(try ContextAgent.selection(from: text) == expected)
    }

    @Test(arguments: ["claud", "", "all,cursor"])
    func unknownAgentsAreRejectedNamingTheChoices(text: String) {
        #expect(throws: ContextError.self) { try ContextAgent.selection(from: text) }
    }

    @Test(arguments: [
        ("Sources/DemoDomain/**", "Sources/DemoDomain/**"),
        ("**/*.swift", "\"**/*.swift\""),
        ("true", "\"true\""),
        ("Rules: domain", "\"Rules: domain\""),
        ("a # b", "\"a # b\""),
        ("12", "\"12\""),
        ("say \"hi\"", "say \"hi\""),
        ("- item", "\"- item\""),
        ("", "\"\""),
    ])
    func scalarsAreQuotedOnlyWhenYAMLNeedsIt(text: String, expected: String) {
        #expect(FrontMatter.scalar(text) == expected)
    }

    @Test func budgetsMeasureTheirOwnUnit() {
        let text = "é\né\n"
        #expect(ContextBudget(limit: 1, measure: .bytes, reason: "").size(of: text) == 6)
        #expect(ContextBudget(limit: 1, measure: .characters, reason: "").size(of: text) == 4)
        #expect(ContextBudget(limit: 1, measure: .lines, reason: "").size(of: text) == 2)
        #expect(ContextBudget(limit: 1, measure: .lines, reason: "").size(of: "a\nb") == 2)
    }

    @Test func maxCharsOverridesByteAndCharacterBudgetsButNotLineBudgets() {
        #expect(ContextBudget.agentsFile.overridden(maxCharacters: 100).limit == 100)
        #expect(ContextBudget.agentsFile.overridden(maxCharacters: 100).measure == .characters)
        #expect(ContextBudget.copilotInstructions.overridden(maxCharacters: 1_000).essentialPrefix == 1_000)
        #expect(ContextBudget.cursor.overridden(maxCharacters: 100) == .cursor)
        #expect(ContextBudget.windsurf.overridden(maxCharacters: nil) == .windsurf)
    }

    @Test func overBudgetNamesTheLargestSectionsToTrim() {
        let document = MarkdownDocument(
            frontMatter: nil, provenance: "p",
            sections: [
                .init("Small", body: "x"), .init("Big", body: String(repeating: "y", count: 300)),
                .init("Medium", body: String(repeating: "z", count: 100)),
            ])
        let budget = ContextBudget(limit: 200, measure: .characters, reason: "test")
        #expect(throws: ContextError.self) {
            try ContextBundle.checkBudgets([
                ContextDocument(path: "F.md", agent: .agents, document: document, budget: budget)
            ])
        }
        do {
            try ContextBundle.checkBudgets([
                ContextDocument(path: "F.md", agent: .agents, document: document, budget: budget)
            ])
        } catch {
            // checkBudgets throws ContextError only (typed throws), so `error` is one.
            let size = document.text.count
            #expect(
                error.description.hasPrefix(
                    "F.md would be \(size) characters, over its budget of 200 (test) by \(size - 200)"))
            #expect(error.description.contains("Big (301 characters), Medium (101 characters), Small (2 characters)"))
        }
    }

    @Test func essentialSectionsMustEndWithinThePrefix() throws {
        let late = MarkdownDocument(
            frontMatter: nil, provenance: "p",
            sections: [
                .init("Long", body: String(repeating: "a", count: 50)), .init("Key", essential: true, body: "k"),
            ])
        let budget = ContextBudget(limit: 1_000, measure: .characters, essentialPrefix: 40, reason: "")
        #expect(throws: ContextError.essentialContentTooLate(path: "C.md", end: late.essentialEnd, limit: 40)) {
            try ContextBundle.checkBudgets([
                ContextDocument(path: "C.md", agent: .agents, document: late, budget: budget)
            ])
        }
        let early = MarkdownDocument(frontMatter: nil, provenance: "p", sections: [late.sections[1], late.sections[0]])
        try ContextBundle.checkBudgets([ContextDocument(path: "C.md", agent: .agents, document: early, budget: budget)])
        #expect(early.text.prefix(early.essentialEnd).hasSuffix("k\n"))
    }

    @Test func twoFilesAtOnePathAreRejected() {
        let file = GeneratedFile(path: "AGENTS.md", text: "a", agent: .agents, budget: nil)
        #expect(throws: ContextError.duplicatePath("AGENTS.md")) {
            try ContextBundle(files: [file, file], agents: [.agents])
        }
    }
}
