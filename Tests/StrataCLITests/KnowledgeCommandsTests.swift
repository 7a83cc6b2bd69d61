import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct KnowledgeCommandsTests {
    @Test func shippedKnowledgeValidates() {
        let run = CapturedRun(["knowledge", "validate"])
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.hasPrefix("valid: 7 knowledge files, 18 rules"))
    }

    @Test func repositoryFolderValidatesAndMatchesTheEmbeddedCopy() throws {
        let fromFolder = CapturedRun(["knowledge", "validate", repositoryRoot.path, "--json"])
        let embedded = CapturedRun(["knowledge", "validate", "--json"])
        #expect(fromFolder.exitCode == .success, "\(fromFolder.errorOutput)")
        #expect(fromFolder.output == embedded.output)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(fromFolder.output.utf8)) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 2)
        #expect(object["diagnostics"] as? [Any] != nil)
        #expect((object["summary"] as? [String: Any])?["rulesChecked"] as? Int == 18)
    }

    @Test func committedManifestIsFresh() {
        let run = CapturedRun(["manifest", repositoryRoot.path])
        #expect(
            run.exitCode == .success, "manifest.json is stale — run 'strata manifest --update':\n\(run.errorOutput)")
    }

    @Test func manifestCheckFailsAfterAKnowledgeEditAndUpdateRepairsIt() throws {
        let folder = try TemporaryDirectory(copying: ["manifest.json", "knowledge", "Templates"])
        defer { withExtendedLifetime(folder) {} }
        let copy = folder.url
        let theme = copy.appendingPathComponent("knowledge/theme.json")
        let edited = try String(contentsOf: theme, encoding: .utf8).replacingOccurrences(
            of: "\"version\": \"1.0.0\"", with: "\"version\": \"1.0.1\"")
        try Data(edited.utf8).write(to: theme)

        let stale = CapturedRun(["manifest", copy.path])
        #expect(stale.exitCode == .failure)
        #expect(stale.errorOutput.contains("theme"))
        #expect(CapturedRun(["manifest", copy.path, "--update"]).exitCode == .success)
        #expect(CapturedRun(["manifest", copy.path]).exitCode == .success)
    }

    /// SARIF's precision comes from rules.json: every shipped rule states it, and a value
    /// SARIF does not know is a validation error at its place.
    @Test func everyRuleStatesAPrecisionAndAnUnknownOneIsRefused() throws {
        #expect(try KnowledgeBase.load(from: .shipped).rules.rules.allSatisfy { $0.precision != nil })
        let folder = try TemporaryDirectory(copying: ["manifest.json", "knowledge", "Templates"])
        defer { withExtendedLifetime(folder) {} }
        let copy = folder.url
        let rules = copy.appendingPathComponent("knowledge/rules.json")
        let text = try String(contentsOf: rules, encoding: .utf8)
        let range = try #require(text.range(of: "\"precision\": \"high\""))
        try Data(text.replacingCharacters(in: range, with: "\"precision\": \"exact\"").utf8).write(to: rules)
        let run = CapturedRun(["knowledge", "validate", copy.path])
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("rules.json"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("precision"), "\(run.errorOutput)")
    }

    @Test func validateWritesItsReportToOutput() throws {
        let scratch = try TemporaryDirectory()
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.url
        let run = CapturedRun(["knowledge", "validate", "--json", "--output", "knowledge.json"], in: folder)
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(run.output.isEmpty)
        let written = try String(contentsOf: folder.appendingPathComponent("knowledge.json"), encoding: .utf8)
        #expect(written == CapturedRun(["knowledge", "validate", "--json"]).output)
    }

    @Test func rulesListShowsEveryRuleOnce() throws {
        let run = CapturedRun(["rules", "list", "--json"])
        #expect(run.exitCode == .success)
        let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let rules = try #require(object?["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids) == Set(try KnowledgeBase.load(from: .shipped).rules.rules.map(\.id)))
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        #expect(object?["schemaVersion"] as? Int == 1)
    }

    @Test func rulesExplainSuggestsTheClosestId() {
        let run = CapturedRun(["rules", "explain", "domain-purty"])
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("did you mean 'domain-purity'?"))
        let good = CapturedRun(["rules", "explain", "domain-purity"])
        #expect(good.output.contains("❌"))
        #expect(good.output.contains("✅"))
        #expect(!good.output.contains("↓"))
        #expect(good.output.contains("\n→ Domain imports 'Combine'; only Foundation is allowed\n"), "\(good.output)")
    }

    @Test func brokenOverlayIsReportedOnOneLineWithPositionAndExitTwo() throws {
        let overlayFolder = try TemporaryDirectory(files: [
            "theme.json": "{\n  \"schemaVersion\": 1,\n  \"version\": 2\n}\n"
        ])
        defer { withExtendedLifetime(overlayFolder) {} }
        let overlay = overlayFolder.url
        let run = CapturedRun(["rules", "list", "--knowledge", overlay.path])
        #expect(run.exitCode == .usageError)
        #expect(run.output.isEmpty)
        let lines = run.errorOutput.split(separator: "\n")
        #expect(lines.count >= 1)
        #expect(lines.allSatisfy { $0.contains("theme.json:") })
    }

    @Test func validateReportsAMessagePlaceholderTheRuleNeverSuppliesOnOneLocatedLine() throws {
        let overlayFolder = try TemporaryDirectory()
        defer { withExtendedLifetime(overlayFolder) {} }
        let overlay = overlayFolder.url
        let rules = try ResourceLibrary.shipped.file(at: KnowledgeFile.rules.path).text
        let broken = rules.replacingOccurrences(
            of: "\"message\": \"Domain imports '{{module}}'; only Foundation is allowed\"",
            with: "\"message\": \"Domain imports '{{module}}' into {{type}}\"")
        #expect(broken != rules)
        try Data(broken.utf8).write(to: overlay.appendingPathComponent("rules.json"))
        let run = CapturedRun(["knowledge", "validate", "--knowledge", overlay.path])
        #expect(run.exitCode == .usageError)
        let lines = run.errorOutput.split(separator: "\n")
        #expect(lines.count == 1, "\(run.errorOutput)")
        let line = try #require(lines.first)
        #expect(line.contains("rules.json:"), "\(line)")
        #expect(line.contains(".message"), "\(line)")
        #expect(line.contains("'{{type}}' is never supplied by rule 'domain-purity'"), "\(line)")
    }

    @Test func missingKnowledgeFolderIsOneLine() {
        let run = CapturedRun(["rules", "list", "--knowledge", "/nonexistent/strata"])
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1)
        #expect(run.errorOutput.contains("/nonexistent/strata"))
    }
}
