import Foundation
import StrataDiagnostics
import StrataTestSupport
import Testing
import StrataKnowledge
@testable import StrataContext

/// `scaffold_feature` on a copy of the golden Demo package.
@Suite struct ScaffoldToolProviderTests {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-scaffold-tool-\(UUID().uuidString)")
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), to: root)
    }

    func session() throws -> MCPSession {
        try MCPSession(providers: [ScaffoldToolProvider(library: .shipped, project: (root, "Demo", "observable"))])
    }

    func call(_ session: inout MCPSession, _ arguments: JSON) throws -> JSON {
        try #require(try session.send(MCPSession.modern(1, "tools/call", ["name": "scaffold_feature", "arguments": arguments]))?.result)
    }

    func files() -> Set<String> {
        Set((FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? [])
    }

    @Test func aDryRunReturnsThePlanWithContentsAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let before = files()
        let result = try call(&session, ["name": "Cart", "fields": "id:UUID,total:Int"])
        #expect(result["isError"] == nil, "\(result)")
        let changes = try #require(result["structuredContent"]?["changes"]?.arrayValue)
        #expect(result["structuredContent"]?["dryRun"] == true)
        #expect(changes.contains { $0["path"] == "Sources/DemoDomain/Cart/Cart.swift" && $0["action"] == "create" })
        #expect(changes.allSatisfy { $0["action"] == "modify" || $0["contents"]?.stringValue?.isEmpty == false })
        #expect(files() == before)
    }

    @Test func writeTrueWritesThePlanAndASecondCallHasNothingToDo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let written = try call(&session, ["name": "Cart", "write": true])
        let paths = written["structuredContent"]?["changes"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(!paths.isEmpty)
        for path in paths { #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)") }
        #expect(written["structuredContent"]?["changes"]?.arrayValue?.contains { $0["contents"] != nil } == false)
        let again = try call(&session, ["name": "Cart", "write": true])
        #expect(again["structuredContent"]?["changes"] == [])
    }

    @Test(arguments: [
        (["name": "cart"] as JSON, "cart"),
        (["name": "Cart", "fields": "total:Int"] as JSON, "id"),
        (["name": "Cart", "operations": "save"] as JSON, "load"),
        (["name": "Task"] as JSON, "'TaskItem'"),
    ])
    func scaffolderErrorsAreToolErrors(arguments: JSON, mention: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let result = try call(&session, arguments)
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains(mention) == true, "\(result)")
    }

    @Test(arguments: ["Task", "List", "Date"])
    func aCollidingNameIsRefusedWithASuggestionAndNothingIsWritten(name: String) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let before = files()
        let result = try call(&session, ["name": .string(name), "write": true])
        #expect(result["isError"] == true)
        let text = result["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("'\(name)Item'") && text.contains("nothing was written"), "\(text)")
        #expect(files() == before)
    }

    @Test func outsideAPackageTheToolSaysWhereToRunIt() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try MCPSession(providers: [ScaffoldToolProvider(library: .shipped, project: nil)])
        let result = try call(&session, ["name": "Cart"])
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains("No strata.json") == true)
    }

    @Test func pathsOutsideTheRootAreRecognisedEvenThroughLinks() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("escape"), withDestinationURL: FileManager.default.temporaryDirectory)
        #expect(ProjectPaths.isInside("Sources/DemoDomain/A.swift", root: root))
        #expect(!ProjectPaths.isInside("../outside.swift", root: root))
        #expect(!ProjectPaths.isInside("Sources/../../outside.swift", root: root))
        #expect(!ProjectPaths.isInside("/etc/passwd", root: root))
        #expect(!ProjectPaths.isInside("escape/outside.swift", root: root))
    }
}
