import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

@Suite struct ProjectConfigurationTests {
    private let vocabulary = ProjectConfiguration.Vocabulary(
        layers: ["domain", "data", "presentation", "ui"], rules: ["domain-purity", "theme-tokens"],
        styles: ["observable", "combine"])

    /// Loads `text`, where `↓` marks the position each expected error must point at.
    private func errors(_ text: String) -> (messages: [String], expectedPositions: [String]) {
        let marked = MarkedText(text)
        let positions = marked.positions.map(\.description)
        do {
            _ = try ProjectConfiguration.load(Data(marked.text.utf8), file: "strata.json", vocabulary: vocabulary)
            return ([], positions)
        } catch {
            return (error.errors.map(\.description), positions)
        }
    }

    @Test func loadsLayersInFileOrderAndRuleSettings() throws {
        let json = """
            {"schemaVersion": 1, "style": "combine",
             "layers": {"ui": ["App/Views/**"], "domain": ["App/Domain/**", "Core/**"]},
             "rules": {"theme-tokens": "off", "domain-purity": "warning"},
             "exclude": ["Generated/**"], "forbiddenImports": {"domain": ["Alamofire"]}}
            """
        let configuration = try ProjectConfiguration.load(Data(json.utf8), file: "strata.json", vocabulary: vocabulary)
        #expect(configuration.style == "combine")
        #expect(configuration.layers?.map(\.layer) == ["ui", "domain"])
        #expect(configuration.layers?.map(\.globs) == [["App/Views/**"], ["App/Domain/**", "Core/**"]])
        #expect(configuration.ruleSettings == ["theme-tokens": .off, "domain-purity": .warning])
        #expect(configuration.exclude == ["Generated/**"])
        #expect(configuration.forbiddenImports == ["domain": ["Alamofire"]])
    }

    @Test func namesReplaceTheDefaultListOfEachRoleTheyGive() throws {
        let json = """
            {"schemaVersion": 1, "names": {"repository": ["Store", "StoreType"]}}
            """
        let configuration = try ProjectConfiguration.load(Data(json.utf8), file: "strata.json", vocabulary: vocabulary)
        #expect(configuration.names.repository == ["Store", "StoreType"])
        #expect(configuration.names.useCase == NamingVocabulary.defaults.useCase)
        #expect(configuration.names.isRepository("OrderStoreType"))
        #expect(!configuration.names.isRepository("OrderRepository"))
    }

    @Test func anUnknownNamesRoleIsReportedAtItsKey() {
        let result = errors(
            """
            {
              "schemaVersion": 1,
              "names": {↓"repositry": ["Store"]}
            }
            """)
        #expect(result.messages.count == 1)
        #expect(result.messages.first?.hasPrefix("strata.json:3:13: ") == true, "\(result.messages)")
        #expect(result.messages.first?.contains("repository, useCase, dataSource, viewModel") == true)
        #expect(result.expectedPositions == ["3:13"])
    }

    @Test func unknownRuleIsOneLineWithPositionAndSuggestion() {
        let result = errors(
            """
            {
              "schemaVersion": 1,
              "rules": {
                ↓"domain-purty": "error"
              }
            }
            """)
        #expect(result.messages == ["strata.json:4:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?"])
        #expect(result.expectedPositions == ["4:5"])
    }

    @Test func collectsEveryProblemAtItsPosition() {
        let result = errors(
            """
            {"schemaVersion": 1,
             "style": ↓"redux",
             "layers": {↓"domian": ["A/**"]},
             "rules": {"theme-tokens": ↓"fatal", ↓"zzz-unknown": "off"}}
            """)
        #expect(result.messages.count == 4)
        let positions = result.messages.map { $0.split(separator: ":").dropFirst().prefix(2).joined(separator: ":") }
        #expect(Set(positions) == Set(result.expectedPositions))
        #expect(result.messages.contains { $0.contains("unknown layer 'domian'; did you mean 'domain'?") })
        #expect(result.messages.contains { $0.contains("'fatal' is not a severity") })
        #expect(
            result.messages.contains {
                $0.contains("unknown view-model style 'redux'; use one of: observable, combine")
            })
    }

    /// A file with problems of every kind (a key the format lacks, a value of the wrong type, a
    /// glob no path can match, a layer the knowledge lacks) reports all of them in one run, so
    /// they are fixed in one go rather than one per run.
    @Test func reportsEveryKindOfProblemInOneRun() {
        let result = errors(
            """
            {"schemaVersion": 1, ↓"exlude": ["Generated/**"],
             "module": ↓42,
             "exclude": ↓"Generated/**",
             "layers": {"domain": [↓"Sources/{Domain,Core/**"], ↓"domian": ["A/**"]},
             "rules": {"theme-tokens": ↓true}}
            """)
        let positions = result.messages.map { $0.split(separator: ":").dropFirst().prefix(2).joined(separator: ":") }
        #expect(positions == result.expectedPositions, "\(result.messages)")
        #expect(result.messages.allSatisfy { $0.hasPrefix("strata.json:") && !$0.contains("\n") })
        #expect(result.messages.contains { $0.contains("unknown key \"exlude\"") })
        #expect(result.messages.contains { $0.contains("$.module: expected a string, found a number") })
        #expect(result.messages.contains { $0.contains("$.exclude: expected an array, found a string") })
        #expect(result.messages.contains { $0.contains("glob 'Sources/{Domain,Core/**' has an unclosed '{'") })
        #expect(result.messages.contains { $0.contains("unknown layer 'domian'; did you mean 'domain'?") })
        #expect(
            result.messages.contains { $0.contains("$.rules[\"theme-tokens\"]: expected a string, found a boolean") })
    }

    @Test func globsNoPathCanMatchAreRejectedWherever() {
        let result = errors(
            """
            {"schemaVersion": 1, "exclude": [↓"", ↓"/abs/**", ↓"../Up/**", ↓"A/}"],
             "tests": [↓"Tests/{a,b"]}
            """)
        let positions = result.messages.map { $0.split(separator: ":").dropFirst().prefix(2).joined(separator: ":") }
        #expect(positions == result.expectedPositions, "\(result.messages)")
    }

    @Test func acceptsTheSchemaKeyEditorsReadForCompletion() throws {
        let json = #"{"$schema": "https://example.com/strata.schema.json", "schemaVersion": 1}"#
        #expect(throws: Never.self) {
            try ProjectConfiguration.load(Data(json.utf8), file: "strata.json", vocabulary: vocabulary)
        }
        let wrong = errors(#"{"$schema": ↓1, "schemaVersion": 1}"#)
        #expect(wrong.messages.count == 1)
    }

    @Test func unknownTopLevelKeySuggestsTheNearestKey() {
        let result = errors(
            """
            {"schemaVersion": 1, ↓"rulez": {}}
            """)
        #expect(result.messages.count == 1)
        #expect(result.messages.first?.hasPrefix("strata.json:\(result.expectedPositions[0]):") == true)
        #expect(result.messages.first?.contains("did you mean \"rules\"?") == true)
    }

    @Test func globsMatchingNothingPointAtTheGlob() throws {
        let json = """
            {"schemaVersion": 1,
             "layers": {"domain": ["Sources/Domian/**"]}}
            """
        let configuration = try ProjectConfiguration.load(Data(json.utf8), file: "strata.json", vocabulary: vocabulary)
        let errors = configuration.globErrors(unmatched: [("domain", "Sources/Domian/**")])
        #expect(
            errors.map(\.description) == [
                "strata.json:2:24: layer 'domain' glob 'Sources/Domian/**' matches no Swift file; fix the pattern or remove it"
            ])
    }
}
