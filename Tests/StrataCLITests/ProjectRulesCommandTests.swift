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

    @Test func rulesListShowsTheProjectRules() throws {
        let project = try ScratchProject(ProjectRulesFixture.files)
        let run = CapturedRun(["rules", "list"], in: project.url)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.contains("project.clients-are-sendable"), "\(run.output)")
        #expect(run.output.contains("layer-dependency"), "\(run.output)")
    }
}
