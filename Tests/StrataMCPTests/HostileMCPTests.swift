import Foundation
import StrataJSON
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataMCP

/// An MCP server facing a project with a hostile template and a client that gives up
///: the render stops at its limits or at the client's
/// `notifications/cancelled`, and the server keeps answering.
@Suite("Hostile: MCP requests")
struct HostileMCPTests {
    let folder: TemporaryDirectory
    var root: URL { folder.url("Demo") }

    init() throws {
        folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Scaffold/observable/Demo"), as: "Demo")
    }

    /// The project's entity template: 40 loops over `fields`, nested, around `body`.
    private func writeNestedLoopTemplate(body: String) throws {
        let folder = root.appendingPathComponent(".strata/templates/entity")
        try FileManager.default.createDirectory(
            at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Templates/entity"), to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Entity.swift.tmpl"))
        let loops =
            (0..<40).map { "{{#each fields as f\($0)}}\n" }.joined() + body
            + String(repeating: "{{/each}}\n", count: 40)
        try Data(loops.utf8).write(to: folder.appendingPathComponent("Entity.swift.tmpl"))
    }

    private func server() throws -> MCPServer {
        let library = try ResourceLibrary.shipped.overlaying(project: root.path)
        return try MCPServer(
            identity: .init(name: "t", title: "T", version: "1", instructions: "."),
            providers: [ScaffoldToolProvider(library: library, project: (root, "Demo", "observable"))], log: { _ in })
    }

    private static func scaffold(_ id: Int) -> String {
        MCPSession.modern(id, "tools/call", ["name": "scaffold_feature", "arguments": ["name": "Cart"]]).compactText
    }

    @Test func exponentialTemplateIsAToolErrorNamingTheLimit() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeNestedLoopTemplate(body: String(repeating: "x", count: 1_000) + "\n")
        var server = try server()
        let started = ContinuousClock.now
        let line = server.handle(line: Self.scaffold(1))
        let answer = try JSON.parse(try #require(line))
        #expect(
            ContinuousClock.now - started < .seconds(30),
            "the output limit or, on a loaded machine, the 10 s limit stops it")
        #expect(answer.result?["isError"] == true)
        let text = answer.result?["content"]?.arrayValue?.first?["text"]?.stringValue ?? ""
        #expect(text.contains("Entity.swift.tmpl:41:1: renders more than 8 MiB"), "\(text)")
    }

    /// Loops around nothing run until the time limit (10 s) unless the client cancels: the
    /// cancellation arrives while the request renders, the request gets no answer, and the
    /// next request is answered at once.
    @Test func cancellationStopsARenderInProgress() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeNestedLoopTemplate(body: "{{#if module}}{{/if}}")
        var server = try server()
        var transport = PacedTransport(lines: [
            (.zero, Self.scaffold(1)),
            (.milliseconds(300), #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1}}"#),
            (.zero, MCPSession.modern(2, "tools/list").compactText),
        ])
        let started = ContinuousClock.now
        server.serve(over: &transport)
        #expect(ContinuousClock.now - started < .seconds(5))
        let answers = try transport.sent.map { try JSON.parse($0) }
        #expect(answers.map { $0["id"] } == [2], "the cancelled request gets no answer")
    }

    /// A client that floods the server while a request renders is read no further ahead than
    /// the inbox holds; every line is answered once the render ends.
    @Test func readingStopsAheadOfAFullInbox() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeNestedLoopTemplate(body: "{{#if module}}{{/if}}")
        var server = try server()
        let pings = (2..<202).map { (Duration.zero, MCPSession.modern($0, "tools/list").compactText) }
        var transport = PacedTransport(lines: [(.zero, Self.scaffold(1))] + pings)
        try TemplateLimits.$current.withValue(TemplateLimits(maximumDuration: .milliseconds(500))) {
            server.serve(over: &transport)
            let received = transport.receivedAt
            #expect(received.count == 201)
            // Line capacity + 2 cannot be read before the render (500 ms) gives up its place.
            let waited = received[MCPInbox.capacity + 2] - received[0]
            #expect(waited > .milliseconds(300), "read \(MCPInbox.capacity + 2) lines after \(waited)")
            let answers = try transport.sent.map { try JSON.parse($0) }
            #expect(answers.count == 201)
            #expect(answers.first?.result?["isError"] == true)
        }
    }

    /// `force` overwrites files with other content, so the tool says it can destroy.
    @Test func scaffoldFeatureIsAnnotatedDestructive() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var server = try server()
        let line = server.handle(line: MCPSession.modern(1, "tools/list").compactText)
        let tools = try JSON.parse(try #require(line)).result?["tools"]?.arrayValue ?? []
        let scaffold = try #require(tools.first { $0["name"] == "scaffold_feature" })
        #expect(scaffold["annotations"]?["destructiveHint"] == true)
        #expect(scaffold["annotations"]?["readOnlyHint"] == false)
    }

    /// A line that is not JSON still gets its error matched to its request when the id can
    /// be read; otherwise the id is null, as JSON-RPC 2.0 requires of an error whose request
    /// id could not be detected (and the official Python SDK needs the member to be there).
    @Test(
        arguments: [
            (#"{"jsonrpc":"2.0","id":7,"method":"tools/list","#, JSON.integer(7)),
            (#"{"jsonrpc": "2.0", "id" : "req-1", "method": tools/list}"#, .string("req-1")),
            (#"{"params":{"id":3},"method":"x",}"#, nil),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"x",}"#, nil),
            ("not json", nil),
        ] as [(String, JSON?)])
    func parseErrorsCarryTheIDWhenItCanBeRead(line: String, id: JSON?) throws {
        var session = try MCPSession()
        let sent = try session.send(line: line)
        let answer = try #require(sent)
        #expect(answer.errorCode == -32700)
        #expect(answer["id"] == (id ?? .null))
    }

    /// Megabytes from the client are not sent back, nor logged, whole: two are two thousand times what an
    /// error message may quote (`MCPError.maximumMessageCharacters`).
    private static let twoMegabytes = String(repeating: "x", count: 2_000_000)

    @Test(
        arguments: [
            (twoMegabytes, true),
            (#"{"jsonrpc":"2.0","id":1,""# + twoMegabytes + #"" 5}"#, true),
            (MCPSession.modern(1, twoMegabytes).compactText, true),
            (#"{"jsonrpc":"2.0","method":""# + twoMegabytes + #""}"#, false),
        ] as [(String, Bool)])
    func hugeLinesAreNotEchoedBack(line: String, answered: Bool) throws {
        var session = try MCPSession()
        let answer = session.server.handle(line: line)
        #expect((answer != nil) == answered, "a request is answered, a notification is not")
        #expect((answer?.utf8.count ?? 0) < 2_000)
        if let answer { #expect(try JSON.parse(answer).errorCode != nil) }
        #expect(!session.logs.lines.isEmpty)
        #expect(session.logs.lines.allSatisfy { $0.utf8.count < 2_000 })
    }
}

/// Gives its lines one by one, each after its delay, as a client typing would.
private struct PacedTransport: MCPTransport {
    var lines: [(delay: Duration, line: String)]
    private let sink = Sink()
    var sent: [String] { sink.lines }

    init(lines: [(Duration, String)]) { self.lines = lines.map { (delay: $0.0, line: $0.1) } }

    /// When each line was handed over.
    private(set) var receivedAt: [ContinuousClock.Instant] = []

    mutating func receive() -> String? {
        guard !lines.isEmpty else { return nil }
        let next = lines.removeFirst()
        Thread.sleep(
            forTimeInterval: Double(next.delay.components.attoseconds) / 1e18 + Double(next.delay.components.seconds))
        receivedAt.append(.now)
        return next.line
    }

    func send(_ line: String) { sink.append(line) }

    private final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var lines: [String] { lock.withLock { stored } }
        func append(_ line: String) { lock.withLock { stored.append(line) } }
    }
}
