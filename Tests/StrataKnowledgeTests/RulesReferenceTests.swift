import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

/// docs/rules.md is generated from rules.json, as swift-format generates its rule documentation:
/// the committed page fails this test when the catalog changes without it.
struct RulesReferenceTests {
    @Test func theRulesReferenceIsFresh() throws {
        let catalog = try RepositoryKnowledge.load().rules
        assertSnapshot(catalog.referenceMarkdown, golden: repositoryRoot.appendingPathComponent("docs/rules.md"))
    }

    @Test func theReferenceHasEveryRuleWithItsParametersAndExamples() throws {
        let catalog = try RepositoryKnowledge.load().rules
        let page = catalog.referenceMarkdown
        for rule in catalog.rules {
            #expect(page.contains("## \(rule.id)\n"), "no section for \(rule.id)")
            for name in (rule.parameters ?? [:]).keys { #expect(page.contains("- `\(name)`: "), "\(rule.id).\(name)") }
            for example in rule.examples.triggering { #expect(page.contains(example.marked.text)) }
            for example in rule.examples.nonTriggering { #expect(page.contains(example.code)) }
        }
    }
}
