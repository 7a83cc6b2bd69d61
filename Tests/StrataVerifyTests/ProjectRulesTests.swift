import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// `.strata/rules.json`: rules a project declares as data, checked by `strata verify` beside the
/// shipped ones and specified by their own ❌/✅ examples.
@Suite struct ProjectRulesTests {
    private static let layers = TestKnowledge.shared.layers.map(\.id.rawValue) + ["networking"]

    private func load(_ text: String) throws(KnowledgeErrors) -> ProjectRules {
        try ProjectRules.load(Data(text.utf8), file: ".strata/rules.json", layers: Self.layers)
    }

    private func configuration() throws -> ProjectConfiguration {
        try ProjectConfiguration.load(
            Data(ProjectRulesFixture.strataJSON.utf8), file: "strata.json",
            vocabulary: TestKnowledge.shared.configurationVocabulary)
    }

    @Test func verifyReportsProjectRulesBesideShippedOnesAndHonoursSuppressions() throws {
        let folder = try TemporaryDirectory(files: ProjectRulesFixture.files)
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            configuration: try configuration(), projectRules: try load(ProjectRulesFixture.rulesJSON).rules)
        let report = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
        for (path, marked) in ProjectRulesFixture.markedSources {
            let markers = MarkedText(marked)
            assertDiagnostics(
                DiagnosticSpec.inMarkerOrder(ProjectRulesFixture.expectedMessages[path] ?? []),
                in: report.findings.filter { $0.file == path }.map { $0.diagnostic() }, markers: markers, file: path,
                context: path)
        }
        #expect(report.findings.allSatisfy { ProjectRulesFixture.markedSources[$0.file] != nil }, "\(report.findings)")
        let reported = try #require(report.rules.first { $0.id == "project.clients-are-sendable" })
        #expect(reported.severity == .warning)
        #expect(reported.layers == ["networking"])
        #expect(reported.rationale == "Clients are shared across tasks.")
    }

    /// strata.json's `rules` sets a project rule's severity as it sets a shipped rule's.
    @Test func strataJSONTurnsAProjectRuleOffOrToAWarning() throws {
        let folder = try TemporaryDirectory(files: ProjectRulesFixture.files)
        let configuration = try ProjectConfiguration.load(
            Data(
                ProjectRulesFixture.strataJSON(
                    ruleSettings: #""project.no-print-in-domain": "warning", "project.clients-are-sendable": "off""#
                ).utf8), file: "strata.json", vocabulary: TestKnowledge.shared.configurationVocabulary)
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            configuration: configuration, projectRules: try load(ProjectRulesFixture.rulesJSON).rules)
        let report = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report
        let printed = report.findings.filter { $0.ruleID == "project.no-print-in-domain" }
        #expect(printed.map(\.severity) == [.warning], "\(report.findings)")
        #expect(!report.findings.contains { $0.ruleID == "project.clients-are-sendable" }, "\(report.findings)")
        #expect(report.rules.first { $0.id == "project.no-print-in-domain" }?.severity == .warning)
        #expect(!report.rules.contains { $0.id == "project.clients-are-sendable" })
    }

    @Test func theFixturesExamplesPass() throws {
        let outcomes = try ProjectRuleExamples.run(
            try load(ProjectRulesFixture.rulesJSON), knowledge: TestKnowledge.shared)
        #expect(outcomes.map(\.ruleID) == ["project.no-print-in-domain", "project.clients-are-sendable"])
        #expect(outcomes.map(\.failures) == [[], []])
        #expect(outcomes.map(\.exampleCount) == [3, 3])
    }

    @Test func aTriggeringExampleWhoseMarkerIsMisplacedFailsSayingWhere() throws {
        let rules = try load(ProjectRulesFixture.rules(noPrintTriggering: #"↓func run() {\n    print(\"x\")\n}\n"#))
        let outcomes = try ProjectRuleExamples.run(rules, knowledge: TestKnowledge.shared)
        #expect(
            outcomes.first?.failures == [
                "❌1: expected at 1:1: domain code calls 'print'; log through the Logger port",
                "❌1: unexpected at 2:5: domain code calls 'print'; log through the Logger port",
            ])
        #expect(outcomes.last?.failures == [])
    }

    /// `rules test` places a ❌ example's `↓` as findings count: UTF-8 columns (`é` is two bytes, a keycap seven),
    /// lines ending at `\r\n`. Keycap digits in a user's code are code, not markers.
    @Test func exampleMarkersCountUTF8ColumnsAndCRLFLines() throws {
        let code = #"let café = \"1️⃣\"\r\nfunc run() { _ = \"1️⃣é\"; ↓print(\"x\") }\n"#
        let rules = try load(ProjectRulesFixture.rules(noPrintTriggering: code))
        let outcomes = try ProjectRuleExamples.run(rules, knowledge: TestKnowledge.shared)
        #expect(outcomes.map(\.failures) == [[], []])
        // The same example with its marker one byte off fails at the marker's own place.
        let shifted = try load(
            ProjectRulesFixture.rules(noPrintTriggering: code.replacingOccurrences(of: "↓p", with: "p↓")))
        #expect(
            try ProjectRuleExamples.run(shifted, knowledge: TestKnowledge.shared).first?.failures.first
                == "❌1: expected at 2:32: domain code calls 'print'; log through the Logger port")
    }

    /// Swift source, and so every finding, ends lines at `\n`, `\r\n` and `\r` only: a U+2028 in a comment
    /// does not start a line for the example's markers either.
    @Test func exampleMarkersEndLinesAsSwiftSourceDoes() throws {
        let code = #"func run() { /* \u2028 */ ↓print(\"x\") }\n"#
        let outcomes = try ProjectRuleExamples.run(
            try load(ProjectRulesFixture.rules(noPrintTriggering: code)), knowledge: TestKnowledge.shared)
        #expect(outcomes.map(\.failures) == [[], []])
    }

    /// One example per kind the fixture lacks: imports and type references, matched as code only.
    @Test func forbiddenImportsAndTypeReferencesAreFoundInCodeOnly() throws {
        let rules = try load(
            #"""
            {"schemaVersion": 1, "rules": [
              {"id": "project.no-alamofire", "kind": "forbidden-import", "modules": ["Alamofire"], "layers": ["data", "networking"],
               "severity": "error", "message": "{{layer}} imports {{module}}; use URLSession", "rationale": "One HTTP stack.",
               "examples": {
                 "triggering": [{"code": "import Foundation\nimport ↓Alamofire\n", "layer": "networking",
                                 "messages": ["networking imports Alamofire; use URLSession"]}],
                 "nonTriggering": [{"code": "import Foundation\n// import Alamofire\n"}]}},
              {"id": "project.no-user-defaults", "kind": "forbidden-type-reference", "types": ["UserDefaults"], "layers": ["domain"],
               "severity": "warning", "message": "'{{type}}' in domain", "rationale": "Settings go through a port.",
               "examples": {
                 "triggering": [{"code": "func flag() -> Bool {\n    ↓UserDefaults.standard.bool(forKey: \"x\")\n}\nlet store: ↓UserDefaults? = nil\n",
                                 "messages": ["'UserDefaults' in domain", "'UserDefaults' in domain"]}],
                 "nonTriggering": [{"code": "let name = \"UserDefaults\"\nlet x = settings.UserDefaults\n"}]}}
            ]}
            """#)
        let outcomes = try ProjectRuleExamples.run(rules, knowledge: TestKnowledge.shared)
        #expect(outcomes.map(\.failures) == [[], []])
    }

    @Test func everyProblemOfARulesFileIsLocated() {
        // Named markers give the places: `↓` in the examples' code is the rules file's own marker.
        let marked = MarkedText(
            #"""
            {"schemaVersion": 1, "rules": [
              {"id": 1️⃣"no-print", "kind": "forbidden-call", "calls": ["print"], "layers": [2️⃣"domian"],
               "severity": "error", "message": "calls {{cal}}", "rationale": "r",
               "examples": {"triggering": [{"code": "MARKprint()\nMARKprint()\n", "messages": ["calls print"]}], "nonTriggering": []}},
              {"id": "project.x", "kind": 3️⃣"forbidden-thing", "layers": ["domain"], "severity": "error", "message": "m",
               "rationale": "r", "examples": {"triggering": [], "nonTriggering": []}}
            ]}
            """#)
        let text = marked.text.replacingOccurrences(of: "MARK", with: "↓")
        func at(_ marker: Character) -> String { ".strata/rules.json:\(marked.named[marker]!): " }
        do {
            _ = try load(text)
            Issue.record("loaded")
        } catch {
            let lines = error.errors.map(\.description)
            #expect(lines.count == 1, "\(lines.joined(separator: "\n"))")
            #expect(lines.first?.hasPrefix(at("3️⃣")) == true, "\(lines)")
        }
        // With the kind fixed, every other problem of the file at once, each where it is written.
        do {
            _ = try load(text.replacingOccurrences(of: "forbidden-thing", with: "forbidden-call"))
            Issue.record("loaded")
        } catch {
            let lines = error.errors.map(\.description)
            let listing = lines.joined(separator: "\n")
            #expect(lines.contains { $0.hasPrefix(at("1️⃣")) && $0.contains("project.") }, "\(listing)")
            #expect(lines.contains { $0.hasPrefix(at("2️⃣")) && $0.contains("did you mean 'domain'?") }, "\(listing)")
            #expect(lines.contains { $0.contains("'{{cal}}'") && $0.contains("{{call}}") }, "\(listing)")
            #expect(lines.contains { $0.contains("1 message for 2 ↓ markers") }, "\(listing)")
            #expect(lines.contains { $0.contains("needs \"calls\"") }, "\(listing)")
            #expect(lines.contains { $0.contains("needs at least one ✅ example") }, "\(listing)")
            #expect(lines.contains { $0.contains("needs at least one ❌ example") }, "\(listing)")
        }
    }
}
