import Foundation
import StrataContextTestSupport
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataContext

/// What the bundle says about forms, held against the generated draft and screens: where a rule on a value lives,
/// and what a row opens.
extension ContextStatementsMatchGeneratedCodeTests {
    /// The domain layer's contents and the scaffolding skill place a rule on a value alike: on its domain type, which
    /// both the draft and the save use case call, while only an order the product defines is a use case.
    @Test(arguments: styles)
    func theDomainLineAndTheSkillPlaceARuleOnAValueAlike(style: String) throws {
        let text = try BundleText.of(style: style)
        let onTheType = "on its domain type, which the draft and the save use case both call"
        let domain = BundleText.lines(of: text, containing: "- Holds: Entities")
        let skill = BundleText.lines(of: text, containing: "`<Entity>Draft` checks form text")
        #expect(!domain.isEmpty && !skill.isEmpty)
        for line in domain + skill {
            #expect(line.contains("rule on a value") && line.contains(onTheType), "\(line)")
            #expect(!line.contains("as use cases"), "\(line) reads as every rule being a use case")
        }
        for line in domain {
            #expect(line.contains("order the product defines (newest first) as a use case"), "\(line)")
        }
    }

    /// The skill says what a row opens and what to add for an edit: the generated list shape pushes a read-only
    /// detail, and `<Entity>Draft` has the initializer from a row the skill names, keeping the row's id so a save
    /// replaces the stored value.
    @Test(arguments: styles)
    func theSkillSaysWhatARowOpensAndHowToAddAnEdit(style: String) throws {
        let text = try BundleText.of(style: style)
        let skill = BundleText.lines(of: text, containing: "`<Entity>Draft(row)`")
        #expect(!skill.isEmpty)
        for line in skill {
            #expect(line.contains("a row opens a read-only detail"), "\(line) does not say what a row opens")
            #expect(line.contains("to let users edit"), "\(line) reads as an edit path the code already has")
        }
        let drafts = try DemoContext.swiftFiles(under: "Sources/DemoPresentation", style: style)
            .filter { $0.key.hasSuffix("Draft.swift") }
        #expect(!drafts.isEmpty)
        for (path, source) in drafts {
            let entity = String(path.split(separator: "/").last?.dropLast("Draft.swift".count) ?? "")
            let row = TemplateFilter.camelCase.apply(to: entity)
            #expect(source.contains("public init(_ \(row): \(entity)"), "\(path) has no initializer from a row")
            #expect(source.contains("self.id = \(row).id"), "\(path) does not keep the row's id")
        }
        let detail = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Templates/detail-screen/template.json"), encoding: .utf8)
        #expect(detail.contains("list (a read-only detail)"), "the list shape's detail screen is no longer read-only")
        let detailScreen = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Templates/detail-screen/DetailScreen.swift.tmpl"),
            encoding: .utf8)
        #expect(detailScreen.contains("editing = {{ entity }}Draft(item)"), "the detail shape's Edit opens no draft")
        // The fixtures' Orders feature has the form shape: its rows open the form with a draft of the row.
        let screens = try DemoContext.swiftFiles(under: "Sources/DemoUI", style: style)
        let orders = try #require(screens.first { $0.key.hasSuffix("/OrdersScreen.swift") })
        #expect(orders.value.contains("editing = OrderDraft(order)"), "the form shape's rows open no draft")
    }
}
