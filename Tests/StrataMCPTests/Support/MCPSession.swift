import StrataJSON
import StrataMCP
import Testing

/// Drives an in-process `MCPServer` one JSON message at a time, keeping what it logged apart
/// from what it answered, as stdout and stderr are kept apart in `strata mcp`.
struct MCPSession {
    var server: MCPServer
    let logs = LogSink()

    init(providers: [any MCPProvider] = [SampleProvider()]) throws {
        let logs = self.logs
        server = try MCPServer(
            identity: .init(
                name: "strata-test", title: "Strata Test", version: "1.0.0", instructions: "Use the tools."),
            providers: providers, log: { logs.append($0) })
    }

    /// Sends one line and parses the answer, if any.
    mutating func send(line: String) throws -> JSON? {
        guard let answer = server.handle(line: line) else { return nil }
        #expect(!answer.contains("\n"))
        return try JSON.parse(answer)
    }

    mutating func send(_ message: JSON) throws -> JSON? { try send(line: message.compactText) }

    /// A 2025-11-25 request: no version in `_meta`.
    static func legacy(_ id: Int, _ method: String, _ params: [String: JSON] = [:]) -> JSON {
        ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": .object(params)]
    }

    /// A 2026-07-28 request: the version and the client's capabilities on the request itself.
    static func modern(
        _ id: Int, _ method: String, _ params: [String: JSON] = [:], version: String = "2026-07-28"
    ) -> JSON {
        var params = params
        params["_meta"] = [
            "io.modelcontextprotocol/protocolVersion": .string(version),
            "io.modelcontextprotocol/clientCapabilities": [:],
            "io.modelcontextprotocol/clientInfo": ["name": "tests", "version": "1"],
        ]
        return legacy(id, method, params)
    }

    static let initialize = legacy(
        0, "initialize",
        ["protocolVersion": "2025-11-25", "capabilities": [:], "clientInfo": ["name": "tests", "version": "1"]])

    /// Performs the 2025-11-25 handshake.
    mutating func handshake() throws {
        _ = try send(Self.initialize)
        #expect(try send(["jsonrpc": "2.0", "method": "notifications/initialized"]) == nil)
    }
}

final class LogSink: @unchecked Sendable {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}

extension JSON {
    var errorCode: Int? {
        if case .integer(let code)? = self["error"]?["code"] { return code }
        return nil
    }

    var result: JSON? { self["result"] }
}
