import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataTestSupport
import Testing

@testable import StrataCLI

/// Writing commands on repositories Strata did not write: nothing is written or deleted outside the package, nothing is lost, and
/// every refusal is one line with exit code 2.
@Suite struct HostileWriteTests {
    /// A copy of the golden Demo package (features Profile and Settings) inside a sandbox
    /// folder, so "outside the package" is a place the test can watch.
    struct Sandbox {
        let folder: TemporaryDirectory
        var package: URL { folder.url("Demo") }
        var outside: URL { folder.url("outside") }

        init() throws {
            folder = try TemporaryDirectory(copyingFolder: Self.golden, as: "Demo")
            try folder.write("keep me\n", to: "outside/keep.swift")
        }

        static let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo")

        func run(_ arguments: [String]) -> CapturedRun { CapturedRun(arguments, in: package) }

        func outsideFiles() -> [String: Data] { DirectorySnapshot.read(outside) }
        /// The package's files but verify's analysis cache, which any run that analyses files keeps
        /// (see `AnalysisCacheTests`) and no command's refusal is about.
        func packageFiles() -> [String: Data] {
            DirectorySnapshot.read(package).filter { !$0.key.hasPrefix(".build/strata") && $0.key != ".build" }
        }

        /// Adds an entry to generated.json as a hostile pull request would.
        func recordEntry(path: String, sha256: String, feature: String = "Profile") throws {
            let url = package.appendingPathComponent(".strata/generated.json")
            var record = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
            var files = record["files"] as! [[String: Any]]
            files.append([
                "path": path, "sha256": sha256, "template": "entity", "templateVersion": "1.0.0", "feature": feature,
            ])
            record["files"] = files
            try JSONSerialization.data(withJSONObject: record).write(to: url)
        }
    }

    static func expectOneLineRefusal(
        _ run: CapturedRun, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.exitCode == .usageError, "\(run.output)\(run.errorOutput)", sourceLocation: sourceLocation)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)", sourceLocation: sourceLocation)
        #expect(run.errorOutput.contains(text), "\(run.errorOutput)", sourceLocation: sourceLocation)
    }

    // MARK: 1. generated.json paths

    @Test(arguments: ["dotdot", "absolute", "symlink"])
    func removeRefusesRecordedPathsThatLeaveThePackage(kind: String) throws {
        let sandbox = try Sandbox()
        let keepHash = SHA256.hexDigest(of: Array("keep me\n".utf8))
        let entry: String
        switch kind {
        case "dotdot": entry = "Sources/../../outside/keep.swift"
        case "absolute": entry = sandbox.outside.appendingPathComponent("keep.swift").path
        default:
            try FileManager.default.createSymbolicLink(
                at: sandbox.package.appendingPathComponent("Linked"), withDestinationURL: sandbox.outside)
            entry = "Linked/keep.swift"
        }
        try sandbox.recordEntry(path: entry, sha256: keepHash)
        let before = sandbox.packageFiles()

        let run = sandbox.run(["remove", "feature", "Profile"])
        Self.expectOneLineRefusal(run, mentioning: entry)
        #expect(sandbox.outsideFiles() == ["keep.swift": Data("keep me\n".utf8)])
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    /// A record entry claiming a feature owns a file no feature template writes — the manifest,
    /// the configuration, the package's own files — is refused, even when its hash matches.
    @Test(arguments: ["strata.json", "Package.swift", "README.md", "Sources/DemoDomain/DemoDomain.swift"])
    func removeRefusesRecordedFilesNoFeatureTemplateWrites(entry: String) throws {
        let sandbox = try Sandbox()
        let text = try Data(contentsOf: sandbox.package.appendingPathComponent(entry))
        try sandbox.recordEntry(path: entry, sha256: SHA256.hexDigest(of: Array(text)))
        let before = sandbox.packageFiles()

        let run = sandbox.run(["remove", "feature", "Profile"])
        Self.expectOneLineRefusal(run, mentioning: entry)
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    // MARK: 2. Staging files and symbolic links

    @Test func aCommittedLinkAtAStagingNameIsNeverFollowed() throws {
        let sandbox = try Sandbox()
        let composition = sandbox.package.appendingPathComponent("Sources/DemoComposition")
        let victim = sandbox.outside.appendingPathComponent("keep.swift")
        try FileManager.default.createSymbolicLink(
            at: composition.appendingPathComponent(".AppComposition.swift.strata-staging"), withDestinationURL: victim)
        try FileManager.default.createSymbolicLink(
            at: sandbox.package.appendingPathComponent(".strata/.generated.json.strata-staging"),
            withDestinationURL: victim)

        let run = sandbox.run(["feature", "Cart"])
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(sandbox.outsideFiles() == ["keep.swift": Data("keep me\n".utf8)])
        let composed = try FileManager.default.attributesOfItem(
            atPath: composition.appendingPathComponent("AppComposition.swift").path)
        #expect(composed[.type] as? FileAttributeType == .typeRegular)
        #expect(
            try String(contentsOf: composition.appendingPathComponent("AppComposition.swift"), encoding: .utf8)
                .contains("Cart"))
    }

    @Test func aLinkedFolderLeadingOutsideIsRefusedBeforeAnythingIsWritten() throws {
        let sandbox = try Sandbox()
        let domain = sandbox.package.appendingPathComponent("Sources/DemoDomain")
        try FileManager.default.moveItem(at: domain, to: sandbox.outside.appendingPathComponent("DemoDomain"))
        try FileManager.default.createSymbolicLink(
            at: domain, withDestinationURL: sandbox.outside.appendingPathComponent("DemoDomain"))
        let outsideBefore = sandbox.outsideFiles()
        let before = sandbox.packageFiles()

        let run = sandbox.run(["feature", "Cart"])
        Self.expectOneLineRefusal(run, mentioning: "Sources/DemoDomain")
        #expect(DirectorySnapshot.differences(sandbox.outsideFiles(), outsideBefore) == [])
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    @Test(arguments: [".git/hooks/post-checkout", "Hooks/post-checkout"])
    func aTemplateCannotWriteIntoGit(output: String) throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(
            at: sandbox.package.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        // A committed link that stays inside the package but leads into .git.
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.package.appendingPathComponent("Hooks").path, withDestinationPath: ".git/hooks")
        let template = sandbox.package.appendingPathComponent(".strata/templates/hook")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        try Data(
            """
            {"schemaVersion": 1, "id": "hook", "version": "1.0.0", "description": "A git hook.", "layer": "domain",
             "styles": ["observable", "combine", "store"],
             "variables": [{"name": "feature", "type": "identifier", "description": "Feature"}],
             "files": [{"template": "hook.tmpl", "output": "\(output)"}]}
            """.utf8
        ).write(to: template.appendingPathComponent("template.json"))
        try Data("echo {{ feature }}\n".utf8).write(to: template.appendingPathComponent("hook.tmpl"))
        let before = sandbox.packageFiles()

        let run = sandbox.run(["feature", "Cart"])
        Self.expectOneLineRefusal(run, mentioning: ".git")
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    /// A journal (and backup) committed to a repository, not left by a run interrupted on this
    /// machine, is never replayed: the next writing command would delete or replace Package.swift.
    @Test(arguments: ["delete", "replace"], [["verify", "--write-baseline", "baseline.json"], ["context"]])
    func aCommittedJournalIsNotObeyed(kind: String, command: [String]) throws {
        let sandbox = try Sandbox()
        let manifest = try Data(contentsOf: sandbox.package.appendingPathComponent("Package.swift"))
        let backup = ".Package.swift.strata-0123456789abcdef.backup"
        if kind == "replace" {
            try Data("// not the team's manifest\n".utf8).write(to: sandbox.package.appendingPathComponent(backup))
        }
        let journal = """
            {"createdFolders": [], "entries": [{"path": "Package.swift", \
            "sha256": "\(SHA256.hexDigest(of: Array(manifest)))", \(kind == "replace" ? "\"backup\": \"\(backup)\", " : "")\
            "staging": ".Package.swift.strata-0123456789abcdef.staging"}], "schemaVersion": 1}
            """
        try Data(journal.utf8).write(to: sandbox.package.appendingPathComponent(".strata/write-journal.json"))
        let before = sandbox.packageFiles()

        let run = sandbox.run(command)
        Self.expectOneLineRefusal(run, mentioning: ".strata/write-journal.json")
        #expect(run.errorOutput.contains("remove"), "says what to remove: \(run.errorOutput)")
        #expect(try Data(contentsOf: sandbox.package.appendingPathComponent("Package.swift")) == manifest)
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    @Test func aCommittedJournalCannotLeadTheRepairOutsideThroughALink() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createSymbolicLink(
            at: sandbox.package.appendingPathComponent("Linked"), withDestinationURL: sandbox.outside)
        // What an interrupted run that created Linked/keep.swift would have left.
        let journal = """
            {"createdFolders": [], "entries": [{"path": "Linked/keep.swift", \
            "sha256": "\(SHA256.hexDigest(of: Array("keep me\n".utf8)))", \
            "staging": "Linked/.keep.swift.strata-0123456789abcdef.staging"}], "schemaVersion": 1}
            """
        try Data(journal.utf8).write(to: sandbox.package.appendingPathComponent(".strata/write-journal.json"))
        let before = sandbox.packageFiles()

        let run = sandbox.run(["feature", "Cart"])
        Self.expectOneLineRefusal(run, mentioning: "Linked")
        #expect(sandbox.outsideFiles() == ["keep.swift": Data("keep me\n".utf8)])
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    // MARK: 4. An unreadable record

    /// Permissions cannot be taken away from the root user the tests may run as; a FIFO, a
    /// folder, bytes that are not UTF-8 and a link leading outside fail the same read.
    @Test(
        arguments: ["fifo", "folder", "not UTF-8", "link outside"],
        [["feature", "Cart"], ["remove", "feature", "Profile"]])
    func anUnreadableRecordStopsTheRunAndNothingIsWritten(kind: String, command: [String]) throws {
        let sandbox = try Sandbox()
        let record = sandbox.package.appendingPathComponent(".strata/generated.json")
        let outsideRecord = sandbox.outside.appendingPathComponent("generated.json")
        try FileManager.default.moveItem(at: record, to: outsideRecord)
        switch kind {
        case "fifo": #expect(mkfifo(record.path, 0o644) == 0)
        case "folder": try FileManager.default.createDirectory(at: record, withIntermediateDirectories: false)
        case "not UTF-8": try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: record)
        default: try FileManager.default.createSymbolicLink(at: record, withDestinationURL: outsideRecord)
        }
        let before = sandbox.packageFiles()
        let outsideBefore = sandbox.outsideFiles()

        let run = sandbox.run(command)
        #expect(sandbox.outsideFiles() == outsideBefore)
        Self.expectOneLineRefusal(run, mentioning: ".strata/generated.json")
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    // MARK: 6. Baselines

    @Test(arguments: ["strata.json", "Package.swift"])
    func writeBaselineRefusesAFileThatIsNotABaseline(file: String) throws {
        let sandbox = try Sandbox()
        let before = try Data(contentsOf: sandbox.package.appendingPathComponent(file))

        let run = sandbox.run(["verify", "--write-baseline", file])
        Self.expectOneLineRefusal(run, mentioning: "not a Strata baseline")
        #expect(try Data(contentsOf: sandbox.package.appendingPathComponent(file)) == before)
    }

    @Test func writeBaselineNeverFollowsALinkOutOfThePackage() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createSymbolicLink(
            at: sandbox.package.appendingPathComponent("baseline.json"),
            withDestinationURL: sandbox.outside.appendingPathComponent("baseline.json"))

        let run = sandbox.run(["verify", "--write-baseline", "baseline.json"])
        Self.expectOneLineRefusal(run, mentioning: "baseline.json")
        #expect(sandbox.outsideFiles() == ["keep.swift": Data("keep me\n".utf8)])
    }

    @Test func writeBaselineOntoAFIFOIsRefusedWithoutBlocking() throws {
        let sandbox = try Sandbox()
        #expect(mkfifo(sandbox.package.appendingPathComponent("baseline.json").path, 0o644) == 0)
        let run = sandbox.run(["verify", "--write-baseline", "baseline.json"])
        Self.expectOneLineRefusal(run, mentioning: "baseline.json")
    }

    @Test func writeBaselineStillReplacesABaseline() throws {
        let sandbox = try Sandbox()
        #expect(sandbox.run(["verify", "--write-baseline", "baseline.json"]).exitCode == .success)
        let again = sandbox.run(["verify", "--write-baseline", "baseline.json"])
        #expect(again.exitCode == .success, "\(again.errorOutput)")
    }

    // MARK: 14. Write errors and codes

    @Test func aFolderWhereAFileGoesIsNamedWithItsCause() throws {
        let sandbox = try Sandbox()
        let blocked = "Sources/DemoDomain/Cart/Cart.swift"
        try FileManager.default.createDirectory(
            at: sandbox.package.appendingPathComponent(blocked), withIntermediateDirectories: true)
        let before = sandbox.packageFiles()

        let run = sandbox.run(["feature", "Cart"])
        Self.expectOneLineRefusal(run, mentioning: "\(blocked): it is a folder")
        #expect(!run.errorOutput.contains("NSCocoaErrorDomain"))
        #expect(DirectorySnapshot.differences(sandbox.packageFiles(), before) == [])
    }

    @Test func aReadOnlyGeneratedFileKeepsItsModeWhenReplaced() throws {
        let sandbox = try Sandbox()
        let path = "Sources/DemoDomain/Profile/Profile.swift"
        let url = sandbox.package.appendingPathComponent(path)
        try Data("// edited\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)

        let run = sandbox.run(["feature", "Profile", "--force"])
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        #expect(try String(contentsOf: url, encoding: .utf8) != "// edited\n")
        let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        #expect(mode == 0o444)
    }

    @Test func contextOutIntoAFileIsOneLineNamingIt() throws {
        let sandbox = try Sandbox()
        let run = sandbox.run(["context", "--out", "Package.swift"])
        Self.expectOneLineRefusal(run, mentioning: "Package.swift")
        #expect(!run.errorOutput.contains("NSCocoaErrorDomain"))
    }

    @Test func mcpOnAMissingProjectIsExitTwo() {
        let run = CapturedRun(["mcp", "--project", "/nonexistent-\(UUID().uuidString)"])
        Self.expectOneLineRefusal(run, mentioning: "nonexistent")
    }

    // MARK: MCP startup

    /// A broken `.strata/rules.json` once made `strata mcp` exit before `initialize`, so the agent
    /// saw a dead server; it now serves (here until standard input ends) and names the problem.
    @Test func theMCPServerStartsDespiteABrokenRulesFileAndNamesIt() throws {
        let sandbox = try Sandbox()
        try Data("{ \"rules\": [ }\n".utf8).write(to: sandbox.package.appendingPathComponent(".strata/rules.json"))
        let run = try StrataProcess.run(["mcp"], in: sandbox.package)
        #expect(run.status == 0, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("strata mcp: .strata/rules.json:1:"), "\(run.errorOutput)")
    }
}
