import Foundation
import StrataContextTestSupport
import StrataJSON
import StrataKnowledge
import Testing

@testable import StrataContext

/// A project that declares `migratingFrom` in strata.json gets, in every agent's files, the
/// migration maps that lead from there to its style: plan and replacement table, each entry
/// from the knowledge base, plus the command that lists what is left.
@Suite struct ContextMigrationTests {
    private static let base: KnowledgeBase = {
        do {
            return try KnowledgeBase.load(from: .shipped)
        } catch {
            fatalError("the shipped knowledge must load: \(error)")
        }
    }()

    private static let commands = ContextProject.Commands(
        scaffoldFeature: "strata feature <Name>", verify: "strata verify", regenerate: "strata context",
        addTemplate: [:],
        migrate: "strata migrate")

    private func project(style: String, migratingFrom: String) throws -> ContextProject {
        let json = """
            { "schemaVersion": 1, "module": "Shop", "style": "\(style)", "migratingFrom": \(migratingFrom),
              "layers": { "domain": ["Sources/ShopDomain/**"], "presentation": ["Sources/ShopPresentation/**"] }, "tests": ["Tests/**"] }
            """
        return try ContextProject.read(
            strataJSON: json, file: "strata.json", knowledge: DemoContext.knowledge, commands: Self.commands)
    }

    private func bundle(style: String, migratingFrom: String) throws -> ContextBundle {
        try ContextRenderer(
            knowledge: DemoContext.knowledge, project: project(style: style, migratingFrom: migratingFrom)
        )
        .bundle(agents: ContextAgent.allCases)
    }

    private func text(_ path: String, in bundle: ContextBundle) throws -> String {
        try #require(bundle.files.first { $0.path == path }?.text, "\(path) is not in the bundle")
    }

    @Test(arguments: [
        ("observable", "rxswift", "rxswift-to-async"), ("combine", "rxswift", "rxswift-to-combine"),
        ("store", "tca", "tca-to-mvvm"), ("observable", "observableobject", "observableobject-to-observable"),
    ])
    func everyAgentGetsTheMapTowardTheStyleWithEveryEntry(style: String, source: String, mapID: String) throws {
        let bundle = try bundle(style: style, migratingFrom: "[\"\(source)\"]")
        let map = try #require(Self.base.migrationMap(mapID))
        for path in [
            ".claude/rules/\(mapID).md", ".cursor/rules/\(mapID).mdc", ".windsurf/rules/\(mapID).md",
            ".github/instructions/\(mapID).instructions.md",
        ] {
            let file = try text(path, in: bundle)
            for entry in map.entries {
                #expect(
                    file.contains("| `\(entry.legacy.replacingOccurrences(of: "|", with: "\\|"))` |"),
                    "\(path): \(entry.legacy)")
            }
            #expect(map.strategy.allSatisfy { file.contains($0) }, "\(path) lacks the strategy")
        }
        #expect(try text(".claude/rules/\(mapID).md", in: bundle).contains("paths:\n  - \"**/*.swift\"\n"))
        #expect(try text("AGENTS.md", in: bundle).contains("- List the legacy code left to migrate: `strata migrate`"))
        let json = try JSON.parse(try text("context.json", in: bundle))
        #expect(json["migrations"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == [mapID])
        #expect(json["migrations"]?.arrayValue?.first?["entries"]?.arrayValue?.count == map.entries.count)
        #expect(json["project"]?["migratingFrom"]?.arrayValue?.compactMap(\.stringValue) == [source])
        let others = Self.base.migrationMaps.map(\.id).filter { $0 != mapID }
        #expect(!bundle.files.contains { file in others.contains { file.path.contains($0) } })
    }

    @Test func withoutMigratingFromThereIsNoMigrationContent() throws {
        let bundle = try bundle(style: "observable", migratingFrom: "[]")
        #expect(!bundle.files.contains { $0.path.contains("-to-") })
        #expect(!(try text("AGENTS.md", in: bundle)).contains("strata migrate"))
        #expect(try JSON.parse(try text("context.json", in: bundle))["migrations"]?.arrayValue?.isEmpty == true)
    }

    @Test func everySourceAtOnceStaysWithinEveryBudget() throws {
        let sources = DemoContext.knowledge.migrationSources
        let json = "[" + sources.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let bundle = try bundle(style: "observable", migratingFrom: json)
        let expected = DemoContext.knowledge.migrations(from: sources, toward: "observable").map(\.id)
        #expect(expected.count >= sources.count)
        for id in expected { #expect(bundle.files.contains { $0.path == ".claude/rules/\(id).md" }, "\(id)") }
    }

    @Test(arguments: [
        ("observable", "[\"rxjava\"]", "'rxjava' in migratingFrom", "use one of: observableobject"),
        (
            "combine", "[\"observableobject\"]", "$.migratingFrom[0]",
            "the combine style has no migration from observableobject"
        ),
        ("observable", "\"rxswift\"", "$.migratingFrom", "expected an array"),
    ])
    func badSourcesAreRefusedWithTheirPosition(style: String, migratingFrom: String, path: String, message: String)
        throws
    {
        #expect {
            try project(style: style, migratingFrom: migratingFrom)
        } throws: { error in
            let text = "\(error)"
            return text.contains(path) && text.contains(message) && text.contains("strata.json:1:")
        }
    }
}
