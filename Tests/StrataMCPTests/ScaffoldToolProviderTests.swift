import Foundation
import StrataJSON
import StrataKnowledge
import StrataScaffold
import StrataTestSupport
import Testing

@testable import StrataMCP

/// `scaffold_feature` on a copy of the golden Demo package.
@Suite struct ScaffoldToolProviderTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url("Demo") }

    init() throws {
        folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
    }

    func session() throws -> MCPSession {
        try MCPSession(providers: [ScaffoldToolProvider(library: .shipped, project: (root, "Demo", "observable"))])
    }

    func call(_ session: inout MCPSession, _ arguments: JSON) throws -> JSON {
        try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "scaffold_feature", "arguments": arguments]))?
                .result)
    }

    func files() -> Set<String> {
        Set((FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? [])
    }

    func read(_ session: inout MCPSession, _ uri: String) throws -> String? {
        try session.send(MCPSession.modern(2, "resources/read", ["uri": .string(uri)]))?.result?["contents"]?
            .arrayValue?.first?["text"]?.stringValue
    }

    /// A dry run answers with a summary and links: each planned file, read through its link, is
    /// what `write: true` then puts on disk, and the diff link holds every change.
    @Test func aDryRunLinksToEachPlannedFileAndWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let before = files()
        let result = try call(&session, ["name": "Cart", "fields": "id:UUID,total:Int"])
        #expect(result["isError"] == nil, "\(result)")
        #expect(files() == before)
        let structured = try #require(result["structuredContent"])
        #expect(structured["dryRun"] == true)
        #expect(structured["schemaVersion"] == 2)
        let changes = try #require(structured["changes"]?.arrayValue)
        #expect(changes.allSatisfy { $0["contents"] == nil })
        let entity = try #require(changes.first { $0["path"] == "Sources/DemoDomain/Cart/Cart.swift" })
        #expect(entity["action"] == "create")
        let entityURI = try #require(entity["uri"]?.stringValue)
        #expect(entityURI.hasSuffix("/Sources%2FDemoDomain%2FCart%2FCart.swift"), "\(entityURI)")
        let content = try #require(result["content"]?.arrayValue)
        #expect(content.first?["type"] == "text")
        #expect(content.first?["text"]?.stringValue?.hasPrefix("Dry run: ") == true)
        let links = content.filter { $0["type"] == "resource_link" }
        #expect(links.count == changes.filter { $0["uri"] != nil }.count + 1, "one per file, and the diff")

        let planned = try #require(try read(&session, entityURI))
        let lines = planned.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        #expect(entity["lines"]?.intValue == lines)
        let diffURI = try #require(structured["plan"]?["diff"]?.stringValue)
        let diff = try #require(try read(&session, diffURI))
        #expect(diff.contains("+++ Sources/DemoDomain/Cart/Cart.swift"))
        #expect(
            diff.contains("--- Sources/DemoComposition/AppComposition.swift"), "a modified file's change is in the diff"
        )

        _ = try call(&session, ["name": "Cart", "fields": "id:UUID,total:Int", "write": true])
        let written = try String(
            contentsOf: root.appendingPathComponent("Sources/DemoDomain/Cart/Cart.swift"), encoding: .utf8)
        #expect(planned == written)
    }

    /// An agent reaches what the command line does: `entity` names the domain and data types apart from the
    /// feature, `shape` picks the screens, and a shape that is not one is refused before anything is planned.
    @Test func entityAndShapeReachTheScaffolderAsOnTheCommandLine() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let result = try call(
            &session, ["name": "Invoices", "entity": "Invoice", "shape": "form", "fields": "id:UUID,number:String"])
        #expect(result["isError"] == nil, "\(result)")
        let paths = try #require(result["structuredContent"]?["changes"]?.arrayValue).compactMap {
            $0["path"]?.stringValue
        }
        #expect(paths.contains("Sources/DemoDomain/Invoices/Invoice.swift"))
        #expect(paths.contains("Sources/DemoUI/Invoices/InvoiceFormView.swift"))
        #expect(paths.contains("Sources/DemoUI/Invoices/InvoicesScreen.swift"))

        let refused = try call(&session, ["name": "Invoices", "shape": "grid"])
        #expect(refused["isError"] == true)
        let text = refused["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("grid") && text.contains("list"), "\(text)")

        let tools = try #require(
            try session.send(MCPSession.modern(3, "tools/list", [:]))?.result?["tools"]?.arrayValue)
        let schema = try #require(tools.first { $0["name"] == "scaffold_feature" }?["inputSchema"]?["properties"])
        #expect(schema["shape"]?["enum"] == .array(FeatureShape.allCases.map { .string($0.rawValue) }))
        #expect(schema["entity"]?["type"] == "string")
    }

    /// A feature with many fields plans hundreds of kilobytes; the result stays a few thousand
    /// tokens, far under what clients keep (Claude Code: 25,000 tokens by default).
    @Test func aLargePlanStaysASmallResult() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let fields = "id:UUID," + (1...150).map { "field\($0):String" }.joined(separator: ",")
        let response = try #require(
            try session.send(
                MCPSession.modern(
                    1, "tools/call",
                    ["name": "scaffold_feature", "arguments": ["name": "Cart", "fields": .string(fields)]])))
        let result = try #require(response.result)
        #expect(result["isError"] == nil, "\(result)")
        let diffURI = try #require(result["structuredContent"]?["plan"]?["diff"]?.stringValue)
        let planned = try #require(try read(&session, diffURI))
        let resultSize = result.compactText.utf8.count
        #expect(planned.utf8.count > 150_000, "the plan itself is large: \(planned.utf8.count) bytes")
        #expect(resultSize < 24_000, "about 6,000 tokens at most: \(resultSize) bytes")
    }

    @Test func aLinkToAPlanNoLongerKeptIsNotFound() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let response = try #require(
            try session.send(
                MCPSession.modern(
                    2, "resources/read", ["uri": "strata://plans/0123456789abcdef/Sources%2FX.swift"])))
        #expect(response.errorCode == -32602, "\(response)")
        let store = PlanStore()
        let first = store.keep([
            .init(path: "A.swift", action: .create, layer: "domain", contents: "a\n", previousContents: nil)
        ])
        for index in 0..<PlanStore.capacity {
            _ = store.keep([
                .init(path: "B\(index).swift", action: .create, layer: "domain", contents: "b\n", previousContents: nil)
            ])
        }
        #expect(store.read(PlanStore.fileURI(plan: first, path: "A.swift")) == nil, "the oldest plan is dropped")
    }

    @Test func writeTrueWritesThePlanAndASecondCallHasNothingToDo() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var session = try session()
        let written = try call(&session, ["name": "Cart", "write": true])
        let paths = written["structuredContent"]?["changes"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(!paths.isEmpty)
        for path in paths {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
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
