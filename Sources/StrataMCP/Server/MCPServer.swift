import Foundation
import StrataJSON
import StrataKnowledge

/// A Model Context Protocol server for line-delimited JSON-RPC 2.0.
///
/// It speaks both eras at once: a 2025-11-25 client's `initialize` fixes the version for the
/// session, while each 2026-07-28 request names its own version in `_meta` and is answered
/// statelessly. Every line in gets at most one line out; malformed input gets a JSON-RPC error,
/// never a crash, and diagnostics go to `log` (stderr), never to the message stream.
public struct MCPServer {
    /// Who the server says it is, and what it tells a model about using it.
    public struct Identity: Sendable {
        public var name: String
        public var title: String
        public var version: String
        public var instructions: String

        public init(name: String, title: String, version: String, instructions: String) {
            self.name = name
            self.title = title
            self.version = version
            self.instructions = instructions
        }

        var json: JSON { ["name": .string(name), "title": .string(title), "version": .string(version)] }
    }

    /// How long a 2026-07-28 client may reuse a list or a read: the catalog is fixed for the
    /// life of the process, and a minute bounds how stale a client gets after a restart.
    public static let cacheTTLMilliseconds = 60_000

    private let identity: Identity
    private let catalog: MCPCatalog
    private let log: @Sendable (String) -> Void
    /// The revision agreed by `initialize`; requests without a `_meta` version use it.
    private var handshakeRevision: MCPRevision?

    public init(
        identity: Identity, providers: [any MCPProvider], log: @escaping @Sendable (String) -> Void
    ) throws(MCPCatalogError) {
        self.identity = identity
        self.catalog = try MCPCatalog(providers: providers)
        self.log = log
    }

    /// Reads messages until the input ends, answering each request, in order, on the same
    /// transport. Reading goes on while a request is answered, so a `notifications/cancelled`
    /// stops the request it names (a render in progress) and its answer is left out.
    public mutating func serve<Transport: MCPTransport>(over transport: inout Transport) {
        let inbox = MCPInbox()
        let answerer = MCPAnswerer(server: self, sender: transport, inbox: inbox)
        answerer.start()
        while let line = transport.receive() { inbox.post(line) }
        inbox.close()
        self = answerer.finish()
    }

    /// Answers one line: a response line for a request, `nil` for a notification, a response
    /// or a blank line.
    public mutating func handle(line: String) -> String? {
        handle(line: line, inbox: nil)
    }

    /// Answers one line; with an inbox, the request can be cancelled while it is answered,
    /// and then gets no answer, as MCP asks.
    mutating func handle(line: String, inbox: MCPInbox?) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        let message: JSONRPCMessage
        do {
            message = try JSONRPCMessage.parse(trimmed)
        } catch {
            log("rejected a message: \(error.error.clippedMessage)")
            return JSONRPCResponse.error(error.error, id: error.id)
        }
        switch message {
        case .response:
            log("ignored a response: this server sends no requests")
            return nil
        case .notification(let method, _):
            if !["notifications/initialized", "notifications/cancelled"].contains(method) {
                log("ignored the notification '\(String(method.prefix(100)))'")
            }
            return nil
        case .request(let id, let method, let params):
            let cancellation = inbox?.begin(id) ?? CancellationFlag()
            defer { inbox?.end() }
            var limits = TemplateLimits.current
            limits.cancellation = cancellation
            let response = TemplateLimits.$current.withValue(limits) {
                answer(id: id, method: method, params: params)
            }
            guard !cancellation.isCancelled else {
                log("\(String(method.prefix(100))): cancelled by the client; no answer is sent")
                return nil
            }
            return response
        }
    }

    private mutating func answer(id: JSONRPCID, method: String, params: [String: JSON]) -> String {
        do {
            return JSONRPCResponse.result(try respond(to: method, params: params), id: id)
        } catch {
            log("\(String(method.prefix(100))): \(error.clippedMessage)")
            return JSONRPCResponse.error(error, id: id)
        }
    }

    private mutating func respond(to method: String, params: [String: JSON]) throws(MCPError) -> JSON {
        if method == "initialize" { return try initialize(params) }
        let revision = try revision(of: method, params: params)
        switch method {
        case "ping" where revision.usesHandshake:
            return .object([:])
        case "server/discover" where !revision.usesHandshake:
            return complete(discovery, revision: revision, cacheable: true)
        case "tools/list":
            try rejectCursor(in: params)
            return complete(["tools": .array(catalog.tools.map(\.listing))], revision: revision, cacheable: true)
        case "tools/call":
            return complete(try callTool(params).json.objectValue ?? [:], revision: revision, cacheable: false)
        case "resources/list":
            try rejectCursor(in: params)
            let resources = JSON.array(catalog.resources.map(\.listing))
            return complete(["resources": resources], revision: revision, cacheable: true)
        case "resources/templates/list":
            try rejectCursor(in: params)
            let templates = JSON.array(catalog.resourceTemplates.map(\.listing))
            return complete(["resourceTemplates": templates], revision: revision, cacheable: true)
        case "resources/read":
            let uri = try requiredString("uri", in: params)
            guard let resource = catalog.resource(at: uri) else {
                throw .resourceNotFound(uri: uri, revision: revision)
            }
            return complete(["contents": [resource.contents]], revision: revision, cacheable: true)
        case "prompts/list":
            try rejectCursor(in: params)
            return complete(["prompts": .array(catalog.prompts.map(\.listing))], revision: revision, cacheable: true)
        case "prompts/get":
            return complete(try getPrompt(params), revision: revision, cacheable: false)
        case "completion/complete":
            return complete(try completion(params), revision: revision, cacheable: false)
        default:
            throw .methodNotFound(method: method, revision: revision)
        }
    }

    // MARK: - Versions

    private mutating func initialize(_ params: [String: JSON]) throws(MCPError) -> JSON {
        let requested = try requiredString("protocolVersion", in: params)
        guard params["capabilities"]?.objectValue != nil else {
            throw .invalidParams(reason: "\"capabilities\" must be an object")
        }
        guard params["clientInfo"]?.objectValue != nil else {
            throw .invalidParams(reason: "\"clientInfo\" must be an object with name and version")
        }
        let revision =
            MCPRevision(rawValue: requested).flatMap { $0.usesHandshake ? $0 : nil }
            ?? MCPRevision.latestHandshake
        handshakeRevision = revision
        return [
            "protocolVersion": .string(revision.rawValue),
            "capabilities": capabilities,
            "serverInfo": identity.json,
            "instructions": .string(identity.instructions),
        ]
    }

    /// The revision a request is answered in: its own `_meta` version, else the handshake's.
    private func revision(of method: String, params: [String: JSON]) throws(MCPError) -> MCPRevision {
        if let meta = params["_meta"] {
            guard case .object(let members) = meta else {
                throw .invalidParams(reason: "\"_meta\" must be an object, found \(meta.typeName)")
            }
            if let version = members[MCPMetaKey.protocolVersion] {
                guard let text = version.stringValue else {
                    throw .invalidParams(reason: "_meta[\"\(MCPMetaKey.protocolVersion)\"] must be a string")
                }
                guard let revision = MCPRevision(rawValue: text) else {
                    throw .unsupportedProtocolVersion(requested: text)
                }
                if !revision.usesHandshake, members[MCPMetaKey.clientCapabilities]?.objectValue == nil {
                    throw .invalidParams(
                        reason: "_meta[\"\(MCPMetaKey.clientCapabilities)\"] must be an object on \(text) requests")
                }
                return revision
            }
        }
        if let handshakeRevision { return handshakeRevision }
        if method == "ping" { return .latestHandshake }
        throw .invalidRequest(
            reason: "no protocol version: send 'initialize' first (\(MCPRevision.v2025_11_25.rawValue)) or put "
                + "_meta[\"\(MCPMetaKey.protocolVersion)\"] on every request (\(MCPRevision.v2026_07_28.rawValue))")
    }

    private var capabilities: JSON {
        [
            "tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false],
            "prompts": ["listChanged": false], "completions": [:],
        ]
    }

    private var discovery: [String: JSON] {
        [
            "supportedVersions": .array(MCPRevision.supportedVersions.map(JSON.string)),
            "capabilities": capabilities,
            "instructions": .string(identity.instructions),
        ]
    }

    /// Adds what a 2026-07-28 result must carry; 2025-11-25 results go out as they are.
    private func complete(_ members: [String: JSON], revision: MCPRevision, cacheable: Bool) -> JSON {
        guard !revision.usesHandshake else { return .object(members) }
        var members = members
        members["resultType"] = "complete"
        members["_meta"] = [MCPMetaKey.serverInfo: identity.json]
        if cacheable {
            members["ttlMs"] = .integer(Self.cacheTTLMilliseconds)
            // The content comes from this project's files, so no shared cache should serve it elsewhere.
            members["cacheScope"] = "private"
        }
        return .object(members)
    }

    // MARK: - Tools and prompts

    private func callTool(_ params: [String: JSON]) throws(MCPError) -> MCPToolResult {
        let name = try requiredString("name", in: params)
        guard let tool = catalog.tool(named: name) else {
            throw .unknownTool(name: name, available: catalog.tools.map(\.name))
        }
        let arguments = params["arguments"] ?? .object([:])
        guard case .object(let members) = arguments else {
            throw .invalidParams(reason: "\"arguments\" must be an object, found \(arguments.typeName)")
        }
        let problems = MCPArgumentCheck.problems(in: arguments, against: tool.inputSchema)
        guard problems.isEmpty else {
            return MCPToolResult(
                text: "Invalid arguments for \(name): \(problems.joined(separator: "; ")).", isError: true)
        }
        do {
            return try tool.call(MCPToolArguments(members))
        } catch {
            return MCPToolResult(text: error.message, isError: true)
        }
    }

    private func getPrompt(_ params: [String: JSON]) throws(MCPError) -> [String: JSON] {
        let name = try requiredString("name", in: params)
        guard let prompt = catalog.prompt(named: name) else {
            throw .unknownPrompt(name: name, available: catalog.prompts.map(\.name))
        }
        var values: [String: String] = [:]
        for (key, value) in params["arguments"]?.objectValue ?? [:] {
            guard prompt.arguments.contains(where: { $0.name == key }) else {
                throw .invalidParams(reason: "prompt '\(name)' has no argument '\(key)'")
            }
            guard let text = value.stringValue else {
                throw .invalidParams(reason: "prompt argument '\(key)' must be a string")
            }
            values[key] = text
        }
        if let missing = prompt.arguments.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw .invalidParams(reason: "prompt '\(name)' needs the argument '\(missing.name)'")
        }
        return [
            "description": .string(prompt.description),
            "messages": [["role": "user", "content": ["type": "text", "text": .string(prompt.render(values))]]],
        ]
    }

    /// `completion/complete`: the fixed choices of a prompt argument or a resource template's variable that start
    /// with what was typed. Free-text arguments have none to offer.
    private func completion(_ params: [String: JSON]) throws(MCPError) -> [String: JSON] {
        guard let reference = params["ref"]?.objectValue, let argument = params["argument"]?.objectValue else {
            throw .invalidParams(reason: "\"ref\" and \"argument\" must be objects")
        }
        let name = try requiredString("name", in: argument)
        let typed = try requiredString("value", in: argument)
        let choices: [String]
        switch reference["type"]?.stringValue {
        case "ref/prompt":
            let promptName = try requiredString("name", in: reference)
            guard let prompt = catalog.prompt(named: promptName) else {
                throw .unknownPrompt(name: promptName, available: catalog.prompts.map(\.name))
            }
            choices = prompt.arguments.first { $0.name == name }?.choices ?? []
        case "ref/resource":
            let uri = try requiredString("uri", in: reference)
            guard let template = catalog.resourceTemplates.first(where: { $0.uriTemplate == uri }) else {
                throw .invalidParams(reason: "no resource template '\(uri)'")
            }
            choices = template.choices[name] ?? []
        default:
            throw .invalidParams(reason: "\"ref.type\" must be ref/prompt or ref/resource")
        }
        let values = choices.filter { $0.hasPrefix(typed) }
        // The protocol allows at most 100 values per answer.
        return [
            "completion": [
                "values": .array(values.prefix(100).map(JSON.string)), "total": .integer(values.count),
                "hasMore": .bool(values.count > 100),
            ]
        ]
    }

    // MARK: - Parameters

    private func requiredString(_ key: String, in params: [String: JSON]) throws(MCPError) -> String {
        guard let value = params[key]?.stringValue else {
            throw .invalidParams(reason: "\"\(key)\" must be a string")
        }
        return value
    }

    /// Every list fits in one page, so no cursor this server could have issued exists.
    private func rejectCursor(in params: [String: JSON]) throws(MCPError) {
        if let cursor = params["cursor"] {
            throw .invalidParams(reason: "unknown cursor \(cursor.compactText): every list here fits in one page")
        }
    }
}
