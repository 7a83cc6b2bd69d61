import StrataJSON
import Testing

@testable import StrataMCP

@Suite struct MCPServerTests {
    @Test func legacyHandshakeAnswersTheOldWayAndListsWithoutModernFields() throws {
        var session = try MCPSession()
        let initialized = try #require(try session.send(MCPSession.initialize)?.result)
        #expect(initialized["protocolVersion"] == "2025-11-25")
        #expect(initialized["serverInfo"]?["name"] == "strata-test")
        #expect(initialized["capabilities"]?["tools"] != nil)
        #expect(initialized["instructions"] == "Use the tools.")
        #expect(try session.send(["jsonrpc": "2.0", "method": "notifications/initialized"]) == nil)

        let tools = try #require(try session.send(MCPSession.legacy(1, "tools/list"))?.result)
        #expect(tools["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["count", "shout"])
        #expect(tools["resultType"] == nil)
        #expect(tools["ttlMs"] == nil)
        #expect(try session.send(MCPSession.legacy(2, "ping"))?.result == [:])
    }

    /// Clients built on an older SDK offer an older revision and disconnect from a server that
    /// answers a newer one ("Server's protocol version is not supported"); what this server
    /// offers is answered alike in 2025-06-18, so it speaks that one too.
    @Test(arguments: ["2025-06-18", "2025-11-25"])
    func initializeEchoesEveryHandshakeRevisionAndServesItsSession(offered: String) throws {
        var session = try MCPSession()
        let request = MCPSession.legacy(
            0, "initialize",
            ["protocolVersion": .string(offered), "capabilities": [:], "clientInfo": ["name": "c", "version": "1"]])
        #expect(try session.send(request)?.result?["protocolVersion"] == .string(offered))
        let tools = try #require(try session.send(MCPSession.legacy(1, "tools/list"))?.result)
        #expect(tools["tools"]?.arrayValue?.compactMap { $0["name"]?.stringValue } == ["count", "shout"])
        #expect(tools["resultType"] == nil)
        #expect(try session.send(MCPSession.legacy(2, "ping"))?.result == [:])
    }

    /// 2026-07-28 has no handshake: a client offering it to `initialize` is answered with the
    /// newest revision that has one, as is a version this server does not speak (2024-11-05 and
    /// 2025-03-26 have no `resource_link` content, which scaffold dry runs answer with).
    @Test(arguments: ["2026-07-28", "2024-11-05", "2025-03-26", "1999-01-01"])
    func initializeCounterOffersTheHandshakeRevision(offered: String) throws {
        var session = try MCPSession()
        let request = MCPSession.legacy(
            0, "initialize",
            ["protocolVersion": .string(offered), "capabilities": [:], "clientInfo": ["name": "c", "version": "1"]])
        #expect(try session.send(request)?.result?["protocolVersion"] == "2025-11-25")
    }

    @Test(arguments: [
        ("server/discover", true), ("tools/list", true), ("resources/list", true), ("prompts/list", true),
        ("resources/templates/list", true), ("tools/call", false), ("prompts/get", false), ("resources/read", true),
    ])
    func modernResultsCarryResultTypeAndCacheHintsWhereRequired(method: String, cacheable: Bool) throws {
        var session = try MCPSession()
        let params: [String: JSON] =
            switch method {
            case "tools/call": ["name": "shout", "arguments": ["word": "hi"]]
            case "prompts/get": ["name": "greet", "arguments": ["name": "Ada"]]
            case "resources/read": ["uri": "strata://sample/a.json"]
            default: [:]
            }
        let result = try #require(try session.send(MCPSession.modern(7, method, params))?.result)
        #expect(result["resultType"] == "complete")
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "strata-test")
        #expect((result["ttlMs"] != nil) == cacheable)
        #expect((result["cacheScope"] != nil) == cacheable)
    }

    @Test func discoverNamesEveryRevisionAndNeedsNoHandshake() throws {
        var session = try MCPSession()
        let result = try #require(try session.send(MCPSession.modern(1, "server/discover"))?.result)
        #expect(result["supportedVersions"] == ["2025-06-18", "2025-11-25", "2026-07-28"])
        #expect(result["capabilities"]?["prompts"] != nil)
    }

    @Test func modernRequestsAreServedStatelesslyEvenAfterAHandshake() throws {
        var session = try MCPSession()
        try session.handshake()
        let modern = try #require(try session.send(MCPSession.modern(1, "tools/list"))?.result)
        let legacy = try #require(try session.send(MCPSession.legacy(2, "tools/list"))?.result)
        #expect(modern["resultType"] == "complete")
        #expect(legacy["resultType"] == nil)
        #expect(modern["tools"] == legacy["tools"])
    }

    @Test func listsAreSortedByNameOrURI() throws {
        var session = try MCPSession()
        let resources = try #require(try session.send(MCPSession.modern(1, "resources/list"))?.result?["resources"])
        #expect(
            resources.arrayValue?.compactMap { $0["uri"]?.stringValue } == [
                "strata://sample/a.json", "strata://sample/b.json",
            ])
        #expect(resources.arrayValue?.first?["size"] == 9)
    }

    @Test func unsupportedVersionNamesWhatIsSupported() throws {
        var session = try MCPSession()
        let answer = try #require(try session.send(MCPSession.modern(3, "tools/list", version: "2099-01-01")))
        #expect(answer.errorCode == -32022)
        #expect(answer["id"] == 3)
        #expect(answer["error"]?["data"]?["requested"] == "2099-01-01")
        #expect(answer["error"]?["data"]?["supported"] == ["2025-06-18", "2025-11-25", "2026-07-28"])
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1,"method":"tools/list""#, -32700, false),
        (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, -32600, false),
        (#""hello""#, -32600, false),
        (#"{"jsonrpc":"1.0","id":4,"method":"ping"}"#, -32600, true),
        (#"{"jsonrpc":"2.0","id":4,"method":7}"#, -32600, true),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, -32600, false),
        (#"{"jsonrpc":"2.0","id":true,"method":"ping"}"#, -32600, false),
        (#"{"jsonrpc":"2.0","id":4,"method":"ping","params":[1]}"#, -32602, true),
        (#"{"jsonrpc":"2.0","id":4,"method":"tools/list"}"#, -32600, true),
        (#"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":[]}}"#, -32602, true),
        (
            #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#,
            -32602, true
        ),
        (#"{"jsonrpc":"2.0","id":4,"method":"initialize","params":{"protocolVersion":"2025-11-25"}}"#, -32602, true),
    ])
    func malformedRequestsGetJSONRPCErrors(line: String, code: Int, echoesID: Bool) throws {
        var session = try MCPSession()
        let answer = try #require(try session.send(line: line))
        #expect(answer.errorCode == code)
        #expect(answer["jsonrpc"] == "2.0")
        if echoesID {
            #expect(answer["id"] == 4)
        } else {
            // Salvaged from a line that is not JSON, or null: never left out.
            #expect(answer["id"] != 4 && answer["id"] != nil, "\(answer)")
        }
        #expect(answer["result"] == nil)
        #expect(!session.logs.lines.isEmpty)
    }

    @Test(arguments: [
        ("bogus/method", false), ("ping", false), ("logging/setLevel", false), ("server/discover", true),
    ])
    func methodsOutsideTheRequestsRevisionAreNotFound(method: String, legacy: Bool) throws {
        var session = try MCPSession()
        try session.handshake()
        let request = legacy ? MCPSession.legacy(5, method) : MCPSession.modern(5, method)
        let answer = try #require(try session.send(request))
        #expect(answer.errorCode == -32601)
        #expect(answer["error"]?["message"]?.stringValue?.contains(method) == true)
    }

    @Test func missingResourceCodeFollowsTheRevision() throws {
        var session = try MCPSession()
        try session.handshake()
        let params: [String: JSON] = ["uri": "strata://nope"]
        #expect(try session.send(MCPSession.legacy(1, "resources/read", params))?.errorCode == -32002)
        #expect(try session.send(MCPSession.modern(2, "resources/read", params))?.errorCode == -32602)
    }

    @Test func resourceReadReturnsTheText() throws {
        var session = try MCPSession()
        let result = try #require(
            try session.send(MCPSession.modern(1, "resources/read", ["uri": "strata://sample/b.json"]))?.result)
        #expect(
            result["contents"] == [
                ["uri": "strata://sample/b.json", "mimeType": "application/json", "text": "{\"b\": 2}\n"]
            ])
    }

    @Test func toolCallsReturnStructuredContentAndTheSameText() throws {
        var session = try MCPSession()
        let result = try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "shout", "arguments": ["word": "hi"]]))?.result
        )
        #expect(result["structuredContent"] == ["word": "HI"])
        let text = try #require(result["content"]?.arrayValue?.first?["text"]?.stringValue)
        #expect(try JSON.parse(text) == ["word": "HI"])
        #expect(result["isError"] == nil)
    }

    @Test(arguments: [
        (["word": 3] as JSON, "arguments.word must be a string, found integer"),
        ([:] as JSON, "arguments.word is required"),
        (["word": "a", "loud": true] as JSON, "arguments.loud is not a known argument (known: times, word)"),
        (["word": ""] as JSON, "word must not be empty"),
    ])
    func badToolArgumentsAreToolErrorsTheModelCanRead(arguments: JSON, message: String) throws {
        var session = try MCPSession()
        let result = try #require(
            try session.send(MCPSession.modern(1, "tools/call", ["name": "shout", "arguments": arguments]))?.result)
        #expect(result["isError"] == true)
        #expect(result["content"]?.arrayValue?.first?["text"]?.stringValue?.contains(message) == true)
    }

    @Test func unknownToolAndPromptAreInvalidParamsNamingTheChoices() throws {
        var session = try MCPSession()
        let tool = try #require(try session.send(MCPSession.modern(1, "tools/call", ["name": "nope"])))
        #expect(tool.errorCode == -32602)
        #expect(tool["error"]?["message"]?.stringValue?.contains("count, shout") == true)
        let prompt = try #require(try session.send(MCPSession.modern(2, "prompts/get", ["name": "nope"])))
        #expect(prompt.errorCode == -32602)
    }

    @Test func promptsRenderAndCheckTheirArguments() throws {
        var session = try MCPSession()
        let ok = try #require(
            try session.send(MCPSession.modern(1, "prompts/get", ["name": "greet", "arguments": ["name": "Ada"]]))?
                .result)
        #expect(ok["messages"]?.arrayValue?.first?["content"]?["text"] == "Hello, Ada!")
        #expect(try session.send(MCPSession.modern(2, "prompts/get", ["name": "greet"]))?.errorCode == -32602)
        let extra = MCPSession.modern(3, "prompts/get", ["name": "greet", "arguments": ["name": "A", "x": "y"]])
        #expect(try session.send(extra)?.errorCode == -32602)
    }

    @Test func cursorsAreRejectedBecauseEveryListIsOnePage() throws {
        var session = try MCPSession()
        #expect(try session.send(MCPSession.modern(1, "tools/list", ["cursor": "abc"]))?.errorCode == -32602)
    }

    @Test func notificationsAndResponsesAreNeverAnswered() throws {
        var session = try MCPSession()
        #expect(
            try session.send(["jsonrpc": "2.0", "method": "notifications/cancelled", "params": ["requestId": 1]]) == nil
        )
        #expect(try session.send(["jsonrpc": "2.0", "method": "tools/list"]) == nil)
        #expect(try session.send(["jsonrpc": "2.0", "id": 9, "result": [:]]) == nil)
        #expect(try session.send(line: "   ") == nil)
        #expect(session.logs.lines.count == 2)
    }

    @Test func serveAnswersEachRequestInOrderUntilInputEnds() throws {
        var session = try MCPSession()
        var transport = MemoryTransport(lines: [
            MCPSession.initialize.compactText,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "not json",
            MCPSession.legacy(1, "tools/list").compactText,
        ])
        session.server.serve(over: &transport)
        let answers = try transport.sent.map { try JSON.parse($0) }
        #expect(answers.map { $0["id"] } == [0, .null, 1])
        #expect(answers.map(\.errorCode) == [nil, -32700, nil])
    }

    @Test func twoProvidersOfferingOneNameAreRejected() {
        #expect(throws: MCPCatalogError.duplicate(kind: "tool", name: "count")) {
            try MCPSession(providers: [SampleProvider(), SampleProvider()])
        }
    }
}

struct MemoryTransport: MCPTransport {
    var lines: [String]
    private let sink = LineSink()
    var sent: [String] { sink.lines }

    init(lines: [String]) { self.lines = lines }

    mutating func receive() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    func send(_ line: String) { sink.lines.append(line) }

    private final class LineSink { var lines: [String] = [] }
}
