import Foundation
import StrataKnowledge
import StrataTestSupport
import StrataVerify
import Testing

@testable import StrataCLI

/// `Schemas/strata.schema.json` is the published shape of strata.json for editors: its enums are
/// the knowledge base's names (so it cannot go stale), every strata.json Strata writes validates
/// against it with Python's reference `jsonschema`, and it rejects what the loader rejects.
@Suite struct ConfigurationSchemaTests {
    static let published = repositoryRoot.appendingPathComponent("Schemas/strata.schema.json")

    static var validatorAvailable: Bool {
        ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("jsonschema"))
    }

    private static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: published)) as? [String: Any])
    }

    private static func value(_ object: Any?, _ path: String...) -> Any? {
        path.reduce(object) { ($0 as? [String: Any])?[$1] }
    }

    /// The loader's model is the format's one description: the schema offers exactly the keys it reads, at
    /// the top and in a custom layer, requires what it requires, and refuses any other key as it does.
    @Test func theKeysAreTheModels() throws {
        let schema = try Self.schema()
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ProjectConfiguration.fileKeys))
        #expect(ProjectConfiguration.fileKeys.count == Set(ProjectConfiguration.fileKeys).count)
        #expect(schema["additionalProperties"] as? Bool == false)
        let customLayer = try #require(
            Self.value(schema, "properties", "customLayers", "additionalProperties") as? [String: Any])
        let layerProperties = try #require(customLayer["properties"] as? [String: Any])
        #expect(Set(layerProperties.keys) == Set(ProjectConfiguration.customLayerKeys))
        #expect(customLayer["required"] as? [String] == ProjectConfiguration.requiredCustomLayerKeys)
        #expect(customLayer["additionalProperties"] as? Bool == false)
    }

    @Test func theEnumsAreTheKnowledgeBasesNames() throws {
        let schema = try Self.schema()
        let knowledge = try VerifyKnowledge.load(from: .shipped)
        let vocabulary = knowledge.configurationVocabulary
        let layerKeys = vocabulary.layers + ["tests"]
        #expect(schema["$id"] as? String == ProjectConfiguration.schemaID)
        #expect(Self.value(schema, "properties", "style", "enum") as? [String] == vocabulary.styles)
        #expect(Self.value(schema, "properties", "layers", "propertyNames", "enum") as? [String] == layerKeys)
        #expect(Self.value(schema, "properties", "forbiddenImports", "propertyNames", "enum") as? [String] == layerKeys)
        #expect(
            Self.value(schema, "properties", "customLayers", "propertyNames", "not", "enum") as? [String] == layerKeys)
        // A rule id is a shipped rule's, or a project rule's from .strata/rules.json, which the schema cannot list.
        let ruleNames = Self.value(schema, "properties", "rules", "propertyNames", "anyOf") as? [[String: Any]]
        #expect(ruleNames?.first?["enum"] as? [String] == vocabulary.rules)
        #expect(ruleNames?.last?["pattern"] as? String == "^project\\.[a-z][a-z0-9-]*$")
        #expect(
            Self.value(schema, "properties", "migratingFrom", "items", "enum") as? [String]
                == vocabulary.migrationSources)
        #expect(
            Self.value(schema, "$defs", "ruleSetting", "enum") as? [String]
                == ProjectConfiguration.RuleSetting.allCases.map(\.rawValue))
        #expect(
            Set(Self.value(schema, "properties", "module", "not", "enum") as? [String] ?? [])
                == SwiftIdentifier.keywords)
        let roles = try #require(Self.value(schema, "properties", "names", "properties") as? [String: Any])
        #expect(Set(roles.keys) == Set(NamingVocabulary.roles))
    }

    @Test(.enabled(if: validatorAvailable, "no Python with jsonschema"), arguments: ["observable", "combine", "store"])
    func everyStrataJSONNewWritesValidates(style: String) throws {
        let folder = try ScratchProject([:])
        let run = CapturedRun(["new", "Demo", "--style", style], in: folder.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let written = try String(contentsOf: folder.url.appendingPathComponent("Demo/strata.json"), encoding: .utf8)
        #expect(written.contains("\"$schema\": \"\(ProjectConfiguration.schemaID)\""))
        #expect(try SchemaValidator.problems(in: written, schema: Self.published.path) == nil, "\(written)")
        #expect(try Self.loads(written) == nil)
    }

    @Test(.enabled(if: validatorAvailable, "no Python with jsonschema"))
    func theStrataJSONAdoptWritesValidates() throws {
        let project = try ScratchProject([
            "Sources/DemoDomain/Profile.swift": "public struct Profile {}\n",
            "Sources/DemoPresentation/ProfileViewModel.swift":
                "import Observation\n\n@MainActor\n@Observable\npublic final class ProfileViewModel {}\n",
            "Tests/DemoDomainTests/ProfileTests.swift": "import Testing\n",
        ])
        let run = CapturedRun(["init", "--adopt"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let written = try project.read("strata.json")
        #expect(written.contains("\"$schema\": \"\(ProjectConfiguration.schemaID)\""))
        #expect(try SchemaValidator.problems(in: written, schema: Self.published.path) == nil, "\(written)")
        #expect(try Self.loads(written) == nil)
    }

    /// Files both the loader and the schema refuse, one problem each.
    static let invalid = [
        #"{"schemaVersion": 1, "exlude": []}"#,
        #"{"schemaVersion": 2}"#,
        #"{"module": "Demo"}"#,
        #"{"schemaVersion": 1, "module": 42}"#,
        #"{"schemaVersion": 1, "module": "class"}"#,
        #"{"schemaVersion": 1, "module": "../x/Demo"}"#,
        #"{"schemaVersion": 1, "module": "2Demo"}"#,
        #"{"schemaVersion": 1, "style": "redux"}"#,
        #"{"schemaVersion": 1, "layers": {"domian": ["A/**"]}}"#,
        #"{"schemaVersion": 1, "layers": {"domain": "A/**"}}"#,
        #"{"schemaVersion": 1, "layers": {"domain": [""]}}"#,
        #"{"schemaVersion": 1, "exclude": ["/abs/**"]}"#,
        #"{"schemaVersion": 1, "tests": ["../Tests/**"]}"#,
        #"{"schemaVersion": 1, "rules": {"domain-purty": "off"}}"#,
        #"{"schemaVersion": 1, "rules": {"domain-purity": "fatal"}}"#,
        #"{"schemaVersion": 1, "rules": {"project.No Print": "off"}}"#,
        #"{"schemaVersion": 1, "forbiddenImports": {"domian": ["UIKit"]}}"#,
        #"{"schemaVersion": 1, "migratingFrom": ["redux"]}"#,
        #"{"schemaVersion": 1, "names": {"repositry": ["Store"]}}"#,
        #"{"schemaVersion": 1, "names": {"repository": "Store"}}"#,
        #"{"$schema": 1, "schemaVersion": 1}"#,
        #"{"schemaVersion": 1, "customLayers": {"networking": {"dependsOn": ["domain"]}}}"#,
        #"{"schemaVersion": 1, "customLayers": {"networking": {"globs": ["Net/**"], "dependson": ["domain"]}}}"#,
        #"{"schemaVersion": 1, "customLayers": {"ui": {"globs": ["Net/**"]}}}"#,
        #"{"schemaVersion": 1, "customLayers": {"Networking": {"globs": ["Net/**"]}}}"#,
        #"{"schemaVersion": 1, "customLayers": {"networking": {"globs": ["../Net/**"]}}}"#,
    ]

    /// Files both accept, each key in use.
    static let valid = [
        #"{"schemaVersion": 1}"#,
        #"{"schemaVersion": 1, "module": "Café_2"}"#,
        #"""
        {"$schema": "https://strata.dev/schemas/strata.schema.json", "schemaVersion": 1, "module": "Demo",
         "style": "combine", "layers": {"domain": ["Sources/DemoDomain/**"], "ui": ["App/{Views,Screens}/**"]},
         "tests": ["Tests/**"], "exclude": ["Sources/Generated/**"], "rules": {"theme-tokens": "warning", "project.no-print": "off"},
         "forbiddenImports": {"domain": ["Alamofire"]}, "migratingFrom": ["rxswift"], "names": {"repository": ["Store"]},
         "customLayers": {"networking": {"globs": ["Sources/DemoNetworking/**"], "dependsOn": ["domain", "feature-flags"],
                                         "forbiddenImports": ["SwiftUI"]},
                          "feature-flags": {"globs": ["Sources/Flags/**"], "allowedImports": ["Foundation"]}}}
        """#,
    ]

    @Test(.enabled(if: validatorAvailable, "no Python with jsonschema"))
    func theSchemaAndTheLoaderAgree() throws {
        let problems = try SchemaValidator.problems(in: Self.invalid + Self.valid, schema: Self.published.path)
        for (text, problem) in zip(Self.invalid, problems) {
            #expect(try Self.loads(text) != nil, "the loader accepts \(text)")
            #expect(problem != nil, "the schema accepts \(text)")
        }
        for (text, problem) in zip(Self.valid, problems.dropFirst(Self.invalid.count)) {
            #expect(try Self.loads(text) == nil, "the loader rejects \(text)")
            #expect(problem == nil, "the schema rejects \(text): \(problem ?? "")")
        }
        #expect(problems.count == Self.invalid.count + Self.valid.count)
    }

    /// The loader's errors for `text`, or nil when it loads.
    private static func loads(_ text: String) throws -> String? {
        let knowledge = try VerifyKnowledge.load(from: .shipped)
        do {
            _ = try ProjectConfiguration.load(
                Data(text.utf8), file: "strata.json", vocabulary: knowledge.configurationVocabulary)
            return nil
        } catch {
            return error.description
        }
    }
}
