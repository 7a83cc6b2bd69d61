import Foundation
import StrataCore
import StrataJSON
import StrataKnowledge
import StrataScaffold
import StrataTestSupport
import Testing

@testable import StrataMCP

/// `scaffold_feature` with `write: true` on a hostile package:
/// links and recorded paths never lead a write or delete outside the project.
@Suite struct HostileScaffoldToolTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url("Demo") }
    var outside: URL { folder.url("outside") }

    init() throws {
        folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
        try folder.write("keep me\n", to: "outside/keep.swift")
    }

    func call(_ arguments: JSON) throws -> JSON {
        var session = try MCPSession(providers: [
            ScaffoldToolProvider(library: .shipped, project: (root, "Demo", "observable"))
        ])
        return try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "scaffold_feature", "arguments": arguments]))?
                .result)
    }

    func outsideIsUntouched() throws -> Bool {
        let names = try FileManager.default.contentsOfDirectory(atPath: outside.path)
        let kept = try String(contentsOf: outside.appendingPathComponent("keep.swift"), encoding: .utf8)
        return names == ["keep.swift"] && kept == "keep me\n"
    }

    @Test func aLinkAtTheOldStagingNameIsNeverFollowed() throws {
        let composition = root.appendingPathComponent("Sources/DemoComposition")
        try FileManager.default.createSymbolicLink(
            at: composition.appendingPathComponent(".AppComposition.swift.strata-staging"),
            withDestinationURL: outside.appendingPathComponent("keep.swift"))

        let result = try call(["name": "Cart", "write": true])
        #expect(result["isError"] == nil, "\(result)")
        #expect(try outsideIsUntouched())
        let attributes = try FileManager.default.attributesOfItem(
            atPath: composition.appendingPathComponent("AppComposition.swift").path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func aRecordedPathLeavingTheProjectIsAToolError() throws {
        let recordURL = root.appendingPathComponent(".strata/generated.json")
        let record = try String(contentsOf: recordURL, encoding: .utf8)
        try Data(
            record.replacingOccurrences(
                of: "\"path\": \"Package.swift\"", with: "\"path\": \"Sources/../../outside/keep.swift\""
            ).utf8
        ).write(to: recordURL)

        let result = try call(["name": "Profile", "write": true, "force": true])
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("outside") == true, "\(result)")
        #expect(try outsideIsUntouched())
    }

    @Test func aLinkedFolderLeadingOutsideIsAToolErrorAndNothingIsWritten() throws {
        let domain = root.appendingPathComponent("Sources/DemoDomain")
        try FileManager.default.moveItem(at: domain, to: outside.appendingPathComponent("DemoDomain"))
        try FileManager.default.createSymbolicLink(
            at: domain, withDestinationURL: outside.appendingPathComponent("DemoDomain"))
        let outsideBefore = try FileManager.default.subpathsOfDirectory(atPath: outside.path).sorted()

        let result = try call(["name": "Cart", "write": true])
        #expect(result["isError"] == true)
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("leading outside the package") == true,
            "\(result)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: outside.path).sorted() == outsideBefore)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/DemoData/Cart").path))
    }

    @Test func aWriteWhileAnotherCommandHoldsTheLockIsAToolError() throws {
        let lock = try ProjectLock.acquire(in: ContainedPath(root: root))
        defer { lock.release() }

        let result = try call(["name": "Cart", "write": true])
        #expect(result["isError"] == true)
        #expect(
            result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("another strata command is writing")
                == true, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/DemoDomain/Cart").path))
        // A dry run reads only: the lock does not stop it.
        #expect(try call(["name": "Cart"])["isError"] == nil)
    }

    @Test func aWriteFirstRepairsAnInterruptedRunAndSaysSo() throws {
        // What a run killed right after moving its new Sources/Stray.swift into place leaves: its
        // lock file, holding its process id and nonce, and a journal naming that lock.
        try Data("stray\n".utf8).write(to: root.appendingPathComponent("Sources/Stray.swift"))
        let lock = root.appendingPathComponent(ProjectLock.path)
        try Data("999999\nkilled-run-nonce\n".utf8).write(to: lock)
        var file = stat()
        #expect(stat(lock.path, &file) == 0)
        let journal = """
            {"createdFolders": [], "entries": [{"path": "Sources/Stray.swift", \
            "sha256": "\(SHA256.hexDigest(of: Array("stray\n".utf8)))", \
            "staging": "Sources/.Stray.swift.strata-0123456789abcdef.staging"}], \
            "lock": {"device": \(UInt64(file.st_dev)), "inode": \(UInt64(file.st_ino)), "nonce": "killed-run-nonce"}, \
            "schemaVersion": 1}
            """
        try Data(journal.utf8).write(to: root.appendingPathComponent(".strata/write-journal.json"))

        let result = try call(["name": "Cart", "write": true])
        #expect(result["isError"] == nil, "\(result)")
        let notes = result["structuredContent"]?["notes"]?.arrayValue?.compactMap(\.stringValue) ?? []
        #expect(notes.contains { $0.hasPrefix("undid an interrupted strata run") }, "\(result)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Stray.swift").path))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".strata/write-journal.json").path))
        #expect(
            FileManager.default.fileExists(
                atPath: root.appendingPathComponent("Sources/DemoDomain/Cart/Cart.swift").path))
    }

    @Test func scaffoldFeatureIsAnnotatedDestructiveBecauseForceOverwrites() throws {
        let tool = try #require(
            ScaffoldToolProvider(library: .shipped, project: (root, "Demo", "observable")).tools.first)
        #expect(tool.annotations.destructive)
        #expect(!tool.annotations.readOnly)
    }
}
