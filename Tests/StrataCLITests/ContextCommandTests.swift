import Foundation
import Testing
@testable import StrataCLI

/// `strata context` on a package made by `strata new` plus two features.
@Suite struct ContextCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let parent: URL
    let package: URL

    init() throws {
        parent = FileManager.default.temporaryDirectory.appendingPathComponent("strata-context-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        package = parent.appendingPathComponent("Shop")
        for (arguments, folder) in [
            (["new", "Shop"], parent), (["feature", "Profile"], package), (["feature", "Settings", "--operations", "load,save"], package),
        ] {
            let run = CapturedRun(arguments, in: folder)
            #expect(run.exitCode == .success, "\(arguments): \(run.errorOutput)")
        }
    }

    func snapshot() throws -> [String: Data] {
        var entries: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: package.path)
        while let relative = walker?.nextObject() as? String {
            entries[relative] = (try? Data(contentsOf: package.appendingPathComponent(relative))) ?? Data()
        }
        return entries
    }

    /// The agent set and limits are recorded in context.json, not in the files' text: a plain
    /// `strata context` or `--check` after any selection reproduces it.
    @Test func checkAndRewriteFollowTheRecordedAgentSelection() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(CapturedRun(["context", "--agents", "all"], in: package).exitCode == .success)
        let afterAll = CapturedRun(["context", "--check"], in: package)
        #expect(afterAll.exitCode == .success, "\(afterAll.output)")

        try FileManager.default.removeItem(at: package.appendingPathComponent("context.json"))
        #expect(CapturedRun(["context", "--agents", "claude", "--max-chars", "30000"], in: package).exitCode == .success)
        let afterClaude = CapturedRun(["context", "--check"], in: package)
        #expect(afterClaude.exitCode == .success, "\(afterClaude.output)")
        let rewrite = CapturedRun(["context"], in: package)
        #expect(rewrite.exitCode == .success)
        #expect(rewrite.output.contains("for agents, claude;"), "\(rewrite.output)")
        #expect(!rewrite.output.contains("created"), "\(rewrite.output)")
        let generated = try String(contentsOf: package.appendingPathComponent("AGENTS.md"), encoding: .utf8)
        #expect(!generated.contains("--agents") && !generated.contains("--max-chars"), "the text names no invocation")
    }

    @Test func writesEveryAgentsFilesAndASecondRunChangesNoByte() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let first = CapturedRun(["context", "--agents", "all"], in: package)
        #expect(first.exitCode == .success, "\(first.errorOutput)")
        for path in ["AGENTS.md", "CLAUDE.md", "GEMINI.md", ".github/copilot-instructions.md", "context.json",
            ".github/instructions/domain.instructions.md", ".cursor/rules/presentation.mdc", ".claude/rules/ui.md",
            ".windsurf/rules/data.md", ".github/prompts/viewmodel.prompt.md"]
        {
            #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path), "\(path)")
            #expect(first.output.contains("created \(path)"), "\(path)")
        }
        let written = try snapshot()
        let second = CapturedRun(["context", "--agents", "all"], in: package)
        #expect(second.exitCode == .success)
        #expect(!second.output.contains("created") && !second.output.contains("updated"))
        #expect(try snapshot() == written)
    }

    @Test func checkPassesAfterWritingAndFailsAfterAHandEdit() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(CapturedRun(["context"], in: package).exitCode == .success)
        let clean = CapturedRun(["context", "--check"], in: package)
        #expect(clean.exitCode == .success)
        #expect(clean.output.hasPrefix("context is up to date"))

        let agents = package.appendingPathComponent("AGENTS.md")
        let text = try String(contentsOf: agents, encoding: .utf8)
        try text.replacingOccurrences(of: "## Commands", with: "## Commands (edited)").write(to: agents, atomically: true, encoding: .utf8)
        let stale = CapturedRun(["context", "--check"], in: package)
        #expect(stale.exitCode == .failure)
        #expect(stale.output.contains("changed AGENTS.md"))
        #expect(stale.output.contains("-## Commands (edited)\n+## Commands"))
        #expect(stale.output.split(separator: "\n").count < 20, "the diff should stay short:\n\(stale.output)")
    }

    @Test func checkFailsAfterAKnowledgeChange() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(CapturedRun(["context"], in: package).exitCode == .success)
        let rules = try String(contentsOf: Self.repositoryRoot.appendingPathComponent("knowledge/rules.json"), encoding: .utf8)
        let overlay = package.appendingPathComponent(".strata/knowledge")
        try FileManager.default.createDirectory(at: overlay, withIntermediateDirectories: true)
        try rules.replacingOccurrences(of: "\"version\": \"1.0.0\"", with: "\"version\": \"1.0.1\"")
            .write(to: overlay.appendingPathComponent("rules.json"), atomically: true, encoding: .utf8)
        let stale = CapturedRun(["context", "--check"], in: package)
        #expect(stale.exitCode == .failure)
        #expect(stale.output.contains("changed context.json"))
        #expect(stale.output.contains("changed AGENTS.md"))
    }

    @Test func anAgentSelectionChecksOnlyItsFilesAndRemovesLeftovers() throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(CapturedRun(["context", "--agents", "cursor"], in: package).exitCode == .success)
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("AGENTS.md").path))
        #expect(CapturedRun(["context", "--agents", "cursor", "--check"], in: package).exitCode == .success)
        let leftover = package.appendingPathComponent(".cursor/rules/old-layer.mdc")
        try "---\n# Generated by Strata from knowledge 0.9.0\n---\n".write(to: leftover, atomically: true, encoding: .utf8)
        let check = CapturedRun(["context", "--agents", "cursor", "--check"], in: package)
        #expect(check.exitCode == .failure)
        #expect(check.output.contains("leftover .cursor/rules/old-layer.mdc"))
        let write = CapturedRun(["context", "--agents", "cursor"], in: package)
        #expect(write.output.contains("removed .cursor/rules/old-layer.mdc"))
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test(arguments: [
        (["context", "--max-chars", "2000"], "AGENTS.md would be"),
        (["context", "--max-chars", "zero"], "'zero' is not a valid value for '--max-chars'"),
        (["context", "--agents", "copilt"], "unknown agent 'copilt'"),
    ])
    func badBudgetsAndAgentsFailWithOneLine(arguments: [String], message: String) throws {
        defer { try? FileManager.default.removeItem(at: parent) }
        let run = CapturedRun(arguments, in: package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
        #expect(run.errorOutput.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("AGENTS.md").path))
    }

    @Test func outsideAPackageSaysHowToStart() {
        defer { try? FileManager.default.removeItem(at: parent) }
        let run = CapturedRun(["context"], in: URL(fileURLWithPath: "/"))
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("no strata.json in / or any parent folder"))
    }
}
