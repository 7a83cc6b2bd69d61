import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Rules plug into the engine: it names none of them, and what one rule's findings do to
/// another's is rules.json's to say.
@Suite struct RulePluginTests {
    private static let engineFolder = repositoryRoot.appendingPathComponent("Sources/StrataVerify/Engine")

    /// The text of every Swift file of the engine, by file name.
    private static func engineSources() throws -> [(name: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: engineFolder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { ($0, try String(contentsOf: engineFolder.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func theEngineNamesNoRuleByIdOrType() throws {
        let sources = try Self.engineSources()
        #expect(sources.count > 5, "the engine's sources were not found at \(Self.engineFolder.path)")
        // A generic rule's type name (`NoLegacyFramework<…>`) is looked for without its arguments.
        let typeNames = Set(
            RuleRegistry.all.map { String(describing: $0).split(separator: "<").first.map(String.init) ?? "" })
        for id in TestKnowledge.shared.rules.map(\.id) {
            for source in sources where source.text.contains(id) {
                Issue.record("Sources/StrataVerify/Engine/\(source.name) names the rule '\(id)'")
            }
        }
        for name in typeNames {
            let word = try Regex("\\b\(name)\\b")
            for source in sources where source.text.contains(word) {
                Issue.record("Sources/StrataVerify/Engine/\(source.name) names the rule type \(name)")
            }
        }
    }

    /// A view model holding a data service the name does not give away: the service rule's
    /// finding, which supersedes the layer graph's because rules.json says so.
    private static func heldServiceProject() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write(
            "public final class StoreManager {\n    public init() {}\n}\n", to: "Sources/DemoData/StoreManager.swift")
        try folder.write(
            """
            import Foundation

            final class ProfileViewModel {
                private let store: StoreManager

                init(store: StoreManager) {
                    self.store = store
                }
            }

            """, to: "Sources/DemoPresentation/ProfileViewModel.swift")
        return folder
    }

    private static func findings(in folder: TemporaryDirectory, knowledge: VerifyKnowledge) throws -> [Finding] {
        let request = VerifyRequest(projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path)
        return try VerifyEngine(knowledge: knowledge).run(request).report.findings
    }

    /// The shipped knowledge with no rule superseding another.
    private static func knowledgeWithoutSupersedes() throws -> VerifyKnowledge {
        let base = TestKnowledge.shared.base
        var catalog = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(base.rules)) as? [String: Any])
        let rules = try #require(catalog["rules"] as? [[String: Any]])
        catalog["rules"] = rules.map { $0.filter { $0.key != "supersedes" } }
        let stripped = try JSONDecoder().decode(
            RuleCatalog.self, from: JSONSerialization.data(withJSONObject: catalog))
        return VerifyKnowledge(
            base: KnowledgeBase(
                architecture: base.architecture, stateManagement: base.stateManagement,
                dependencyInjection: base.dependencyInjection, testing: base.testing, theme: base.theme,
                rules: stripped, naming: base.naming))
    }

    @Test func aSupersedingRuleNamesTheDependencyAlone() throws {
        let folder = try Self.heldServiceProject()
        let findings = try Self.findings(in: folder, knowledge: TestKnowledge.shared)
        let rules = findings.map(\.ruleID)
        #expect(rules.contains("viewmodel-injects-use-cases"), "\(findings.map(\.message))")
        #expect(!rules.contains("layer-dependency"), "\(findings.map(\.message))")
    }

    @Test func withoutSupersedesInRulesJSONBothRulesReport() throws {
        let folder = try Self.heldServiceProject()
        let findings = try Self.findings(in: folder, knowledge: try Self.knowledgeWithoutSupersedes())
        let rules = findings.map(\.ruleID)
        #expect(rules.contains("viewmodel-injects-use-cases"), "\(findings.map(\.message))")
        #expect(rules.contains("layer-dependency"), "\(findings.map(\.message))")
    }

    @Test func aMissingParameterListNamesTheList() throws {
        let knowledge = TestKnowledge.shared
        let entry = try #require(knowledge.rule("usecase-shape"))
        var encoded = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry)) as? [String: Any])
        encoded["parameters"] = [String: [String]]()
        let broken = try JSONDecoder().decode(
            RuleDefinition.self, from: JSONSerialization.data(withJSONObject: encoded))
        let style = try #require(knowledge.style(knowledge.defaultStyle))
        let context = RuleContext(
            knowledge: knowledge, entry: broken, style: style, styleIsConfigured: false, forbiddenImports: [:],
            moduleLayers: ModuleLayers(knowledge: knowledge, targetLayers: nil, configured: [:]))
        let implementation = try #require(RuleRegistry.implementation(for: "usecase-shape"))
        #expect {
            _ = try implementation.init(context: context)
        } throws: { error in
            "\(error)".contains("entryPoints")
        }
    }
}
