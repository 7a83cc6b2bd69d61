import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataCLI

/// A custom layer and project rules end to end: `strata verify` enforces them, `strata rules test`
/// runs their examples, `strata rules list` shows them.
@Suite struct ProjectRulesCommandTests {
    @Test func verifyReportsTheCustomLayerAndTheProjectRules() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let run = CapturedRun(["verify"], in: project.url)
        #expect(run.exitCode == .failure, "\(run.output)\(run.errorOutput)")
        for message in ProjectRulesFixture.expectedMessages.values.flatMap({ $0 }) {
            #expect(run.output.contains(message), "\(message) not in:\n\(run.output)")
        }
        #expect(!run.output.contains("Quiet.swift"), "the suppressed call is reported:\n\(run.output)")
        let sarif = CapturedRun(["verify", "--format", "sarif"], in: project.url)
        #expect(
            sarif.output.contains(#""id" : "project.clients-are-sendable""#)
                || sarif.output.contains(#""id":"project.clients-are-sendable""#)
                || sarif.output.contains(#""id": "project.clients-are-sendable""#), "\(sarif.output.prefix(3000))")
    }

    /// With the project rules' errors lowered or off and layer-dependency off, nothing fails the run.
    @Test func strataJSONSetsAProjectRulesSeverityAndSoTheExitCode() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        try project.write(
            "strata.json",
            ProjectRulesFixture.strataJSON(
                ruleSettings: #""project.no-print-in-domain": "warning", "project.clients-are-sendable": "off", "#
                    + #""layer-dependency": "off""#))
        let run = CapturedRun(["verify"], in: project.url)
        #expect(run.exitCode == .success, "\(run.output)\(run.errorOutput)")
        #expect(run.output.contains("warning  domain code calls 'print'"), "\(run.output)")
        #expect(run.output.contains("0 errors, 1 warning"), "\(run.output)")
        #expect(!run.output.contains("must conform to Sendable"), "\(run.output)")
    }

    /// A project rule's id in strata.json that no rule has is one located line with a "did you mean"
    /// over the shipped and the project's rules, from every command that reads the rules file.
    @Test func anUnknownProjectRuleInStrataJSONIsLocatedWithASuggestion() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        try project.write(
            "strata.json", ProjectRulesFixture.strataJSON(ruleSettings: #""project.no-print-in-domian": "off""#))
        for arguments in [["verify"], ["rules", "test"], ["rules", "list"]] {
            let run = CapturedRun(arguments, in: project.url)
            #expect(run.exitCode == .usageError, "\(arguments): \(run.output)\(run.errorOutput)")
            #expect(
                run.errorOutput
                    == "error: strata.json:3:13: unknown rule 'project.no-print-in-domian'; did you mean 'project.no-print-in-domain'?\n",
                "\(arguments): \(run.errorOutput)")
        }
    }

    @Test func rulesTestPassesOnTheFixturesExamples() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let run = CapturedRun(["rules", "test"], in: project.url)
        #expect(run.exitCode == .success, "\(run.output)\(run.errorOutput)")
        #expect(
            run.output
                == "pass project.no-print-in-domain (3 examples)\npass project.clients-are-sendable (3 examples)\n")
    }

    @Test func rulesTestFailsNamingTheRuleAndTheExample() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        try project.write(
            ".strata/rules.json", ProjectRulesFixture.rules(noPrintTriggering: #"func run() {\n    print(\"x\")↓\n}\n"#)
        )
        let run = CapturedRun(["rules", "test", project.url.path], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        #expect(run.exitCode == .failure, "\(run.output)\(run.errorOutput)")
        #expect(
            run.output.contains("FAIL project.no-print-in-domain: ❌1: expected at 2:15: domain code calls 'print'"),
            "\(run.output)")
        #expect(run.output.contains("pass project.clients-are-sendable"), "\(run.output)")
    }

    /// The rules file comes with the repository: a link from it to a file outside the project is refused
    /// unread, by every command that reads it, as a link out of the knowledge overlay is.
    @Test func aRulesFileLinkedOutOfTheProjectIsRefusedUnread() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let secret = try ScratchProject(["secret.json": #"{"schemaVersion": 1, "hunter2": "the password"}"#])
        let rules = project.url.appendingPathComponent(".strata/rules.json")
        try FileManager.default.removeItem(at: rules)
        try FileManager.default.createSymbolicLink(
            at: rules, withDestinationURL: secret.url.appendingPathComponent("secret.json"))
        for arguments in [["rules", "test"], ["verify"], ["rules", "list"]] {
            let run = CapturedRun(arguments, in: project.url)
            #expect(run.exitCode == .usageError, "\(arguments): \(run.output)\(run.errorOutput)")
            #expect(run.errorOutput.contains("symbolic link"), "\(arguments): \(run.errorOutput)")
            #expect(!(run.output + run.errorOutput).contains("hunter2"), "\(arguments)")
        }
    }

    /// Without a folder, `knowledge validate` checks what the project uses: its rules file too.
    @Test func knowledgeValidateChecksTheProjectsRulesFile() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let valid = CapturedRun(["knowledge", "validate"], in: project.url)
        #expect(valid.exitCode == .success, "\(valid.output)\(valid.errorOutput)")
        #expect(valid.output.hasSuffix(" templates, 2 project rules in .strata/rules.json\n"), "\(valid.output)")
        try project.write(
            ".strata/rules.json",
            ProjectRulesFixture.rulesJSON.replacingOccurrences(
                of: "\"severity\": \"warning\"", with: "\"severity\": \"warn\""))
        let invalid = CapturedRun(["knowledge", "validate"], in: project.url)
        #expect(invalid.exitCode == .usageError, "\(invalid.output)\(invalid.errorOutput)")
        let lines = invalid.errorOutput.split(separator: "\n")
        #expect(
            lines.count == 1 && lines[0].contains(".strata/rules.json:") && lines[0].contains("warn"),
            "\(invalid.errorOutput)")
    }

    @Test func anInvalidRulesFileIsOneLocatedLineAndExitCode2() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        try project.write(
            ".strata/rules.json",
            ProjectRulesFixture.rulesJSON.replacingOccurrences(
                of: "\"severity\": \"warning\"", with: "\"severity\": \"warn\""))
        for arguments in [["rules", "test"], ["verify"]] {
            let run = CapturedRun(arguments, in: project.url)
            #expect(run.exitCode == .usageError, "\(arguments): \(run.output)\(run.errorOutput)")
            let lines = run.errorOutput.split(separator: "\n")
            #expect(lines.count == 1, "\(arguments): \(run.errorOutput)")
            #expect(
                lines.first?.contains(".strata/rules.json:") == true && lines.first?.contains("warn") == true,
                "\(run.errorOutput)")
        }
    }

    /// Each project rule is listed as one, with the file declaring it; the shipped ones are not.
    @Test func rulesListMarksTheProjectRulesWithTheirFile() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let run = CapturedRun(["rules", "list"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let lines = run.output.split(separator: "\n")
        let sendable = lines.first { $0.hasPrefix("project.clients-are-sendable ") }
        #expect(
            sendable?.hasSuffix("Clients are shared across tasks. (project rule, .strata/rules.json)") == true,
            "\(run.output)")
        let shipped = lines.first { $0.hasPrefix("layer-dependency ") }
        #expect(shipped?.contains("project rule") == false, "\(run.output)")
        let json = CapturedRun(["rules", "list", "--json"], in: project.url)
        let listing = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let rules = try #require(listing?["rules"] as? [[String: Any]], "\(json.output.suffix(500))")
        let sources = Dictionary(
            uniqueKeysWithValues: rules.map { ($0["id"] as? String ?? "", $0["source"] as? String) })
        #expect(sources["project.clients-are-sendable"] == ".strata/rules.json")
        #expect(sources["layer-dependency"] == .some(nil))
    }

    /// `explain` reads the project's rules through the same loader: summary, rationale, scope and the examples,
    /// markers removed, each ❌ with the messages it produces.
    @Test func rulesExplainKnowsAProjectRule() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let run = CapturedRun(["rules", "explain", "project.no-print-in-domain"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        for expected in [
            "project.no-print-in-domain — project rule in .strata/rules.json [error; domain]",
            "Why: Domain code runs in tests and on servers, where print goes nowhere.",
            "Scope: files in domain; finds calls of print, DispatchQueue.main.sync",
            "❌\nfunc run() {\n    print(\"x\")\n}\n→ domain code calls 'print'; log through the Logger port",
            "✅\nfunc run(logger: Logger) {",
        ] {
            #expect(run.output.contains(expected), "\(expected) not in:\n\(run.output)")
        }
        #expect(!run.output.contains("↓"), "\(run.output)")
        let typo = CapturedRun(["rules", "explain", "project.no-print-in-domian"], in: project.url)
        #expect(typo.exitCode == .usageError)
        #expect(typo.errorOutput.contains("did you mean 'project.no-print-in-domain'?"), "\(typo.errorOutput)")
        let shipped = CapturedRun(["rules", "explain", "domain-purty"], in: project.url)
        #expect(shipped.errorOutput.contains("did you mean 'domain-purity'?"), "\(shipped.errorOutput)")
    }

    /// What agents read matches what verify enforces: the project's rules and custom layers are in the bundle,
    /// and a changed rules file makes `context --check` report the bundle stale.
    @Test func contextCarriesTheProjectRulesAndCustomLayers() throws {
        var files = ProjectRulesFixture.files
        files["strata.json"] = ProjectRulesFixture.strataJSON.replacingOccurrences(
            of: "\"schemaVersion\": 1,", with: "\"schemaVersion\": 1,\n  \"module\": \"App\",")
        let project = try ScratchProject(files)
        let run = CapturedRun(["context", "--agents", "agents,copilot"], in: project.url)
        #expect(run.exitCode == .success, "\(run.output)\(run.errorOutput)")
        for path in ["AGENTS.md", ".github/copilot-instructions.md"] {
            let text = try project.read(path)
            #expect(
                text.contains(
                    "- `project.no-print-in-domain` (error; domain): Domain code runs in tests and on servers, "
                        + "where print goes nowhere. Scope: files in domain; finds calls of print, DispatchQueue.main.sync"
                ),
                "\(path):\n\(text)")
            #expect(text.contains("networking"), "\(path):\n\(text)")
            #expect(text.contains("`Sources/AppNetworking/**`"), "\(path):\n\(text)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(try project.read("context.json").utf8)) as? [String: Any]
        let described = json?["project"] as? [String: Any]
        #expect((described?["customLayers"] as? [[String: Any]])?.first?["id"] as? String == "networking")
        #expect(
            (json?["projectRules"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                == ["project.no-print-in-domain", "project.clients-are-sendable"])
        #expect(CapturedRun(["context", "--check"], in: project.url).exitCode == .success)
        try project.write(
            ".strata/rules.json",
            ProjectRulesFixture.rulesJSON.replacingOccurrences(
                of: "\"rationale\": \"Clients are shared across tasks.\"",
                with: "\"rationale\": \"Clients cross actors.\""))
        let stale = CapturedRun(["context", "--check"], in: project.url)
        #expect(stale.exitCode == .failure, "\(stale.output)")
        #expect(stale.output.contains("changed AGENTS.md"), "\(stale.output)")
    }
}
