import StrataKnowledge
import StrataTestSupport
import Testing
@testable import StrataVerify

/// Runs every rules.json example through the engine: ❌ examples must produce findings of
/// their rule at exactly the `↓` positions, ✅ examples none; and any example quoted in a
/// block comment or a multi-line raw string must produce nothing at all.
@Suite struct RuleExampleTests {
    static let ruleIDs = TestKnowledge.shared.rules.map(\.id)

    private func entry(_ id: String) throws -> RuleDefinition {
        try #require(TestKnowledge.shared.rule(id))
    }

    @Test(arguments: ruleIDs)
    func triggeringExamplesReportExactlyAtTheMarkers(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        #expect(!examples.triggering.isEmpty, "\(ruleID) needs ❌ examples")
        for (number, example) in examples.triggering.enumerated() {
            let marked = MarkedText(example.code)
            #expect(!marked.positions.isEmpty, "\(ruleID) ❌\(number + 1) has no ↓ marker")
            let project = try ExampleProject(example: example, code: marked.text)
            let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
            #expect(findings.allSatisfy { $0.ruleID == ruleID && $0.file == project.examplePath }, "\(ruleID) ❌\(number + 1): \(findings)")
            let positions = findings.map { "\($0.line):\($0.column)" }.sorted()
            #expect(positions == marked.positions.map(\.description).sorted(), "\(ruleID) ❌\(number + 1): \(findings.map(\.message))")
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesReportNothing(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        #expect(!examples.nonTriggering.isEmpty, "\(ruleID) needs ✅ examples")
        for (number, example) in examples.nonTriggering.enumerated() {
            let project = try ExampleProject(example: example, code: example.code)
            let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
            #expect(findings.isEmpty, "\(ruleID) ✅\(number + 1): \(findings.map { "\($0.line):\($0.column) \($0.message)" })")
        }
    }

    @Test(arguments: ruleIDs)
    func examplesInCommentsAndStringsReportNothing(ruleID: String) throws {
        let examples = try entry(ruleID).examples
        for example in examples.triggering + examples.nonTriggering {
            let code = MarkedText(example.code).text
            let wrappings = [
                "/*\n\(code)\n*/\n",
                "let quoted = #\"\"\"\n\(code)\n\"\"\"#\n",
            ]
            for wrapped in wrappings {
                let project = try ExampleProject(example: example, code: wrapped)
                let findings = try project.verify(rule: ruleID, style: example.style?.rawValue)
                #expect(findings.isEmpty, "\(ruleID) wrapped: \(wrapped.prefix(40))…: \(findings.map(\.message))")
            }
        }
    }
}

@Suite struct RuleRegistryTests {
    @Test func everyCatalogRuleHasAnImplementationAndViceVersa() {
        let catalog = Set(TestKnowledge.shared.rules.map(\.id))
        let implemented = Set(RuleRegistry.all.map { $0.id })
        #expect(catalog.subtracting(implemented).isEmpty, "rules.json ids without implementation")
        #expect(implemented.subtracting(catalog).isEmpty, "implementations without rules.json entry")
        #expect(implemented.count == RuleRegistry.all.count, "an id is implemented twice")
    }
}
