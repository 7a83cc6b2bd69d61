import StrataDiagnostics
import StrataJSON

/// A JSON-RPC error answer. Each case names what was wrong so the client (often a model) can
/// correct the request; the wire code and message are derived in one place below.
public enum MCPError: DiagnosticError, Equatable, Sendable {
    case parseError(reason: String)
    case invalidRequest(reason: String)
    case methodNotFound(method: String, revision: MCPRevision?)
    case invalidParams(reason: String)
    case unsupportedProtocolVersion(requested: String)
    case resourceNotFound(uri: String, revision: MCPRevision)
    case unknownTool(name: String, available: [String])
    case unknownPrompt(name: String, available: [String])

    public var code: Int {
        switch self {
        case .parseError: -32700
        case .invalidRequest: -32600
        case .methodNotFound: -32601
        case .invalidParams, .unknownTool, .unknownPrompt: -32602
        case .unsupportedProtocolVersion: -32022
        // 2025-11-25 had its own code for a missing resource; 2026-07-28 folds it into -32602.
        case .resourceNotFound(_, let revision): revision.usesHandshake ? -32002 : -32602
        }
    }

    public var message: String {
        switch self {
        case .parseError(let reason):
            "Parse error: \(reason)."
        case .invalidRequest(let reason):
            "Invalid request: \(reason)."
        case .methodNotFound(let method, let revision):
            "Method not found: '\(method)'" + (revision.map { " in MCP \($0.rawValue)." } ?? ".")
        case .invalidParams(let reason):
            "Invalid params: \(reason)."
        case .unsupportedProtocolVersion(let requested):
            "Unsupported protocol version '\(requested)'; use one of "
                + MCPRevision.supportedVersions.joined(separator: ", ") + "."
        case .resourceNotFound(let uri, _):
            "Resource not found: '\(uri)'; call resources/list for the available URIs."
        case .unknownTool(let name, let available):
            "Unknown tool '\(name)'; available tools: \(available.joined(separator: ", "))."
        case .unknownPrompt(let name, let available):
            "Unknown prompt '\(name)'; available prompts: \(available.joined(separator: ", "))."
        }
    }

    /// As the server logs it; the client gets `code`, `message` and `data` instead.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(id: Diagnostic.id("mcp", caseOf: self), severity: .error, message: message)]
    }

    public var data: JSON? {
        switch self {
        case .unsupportedProtocolVersion(let requested):
            ["requested": .string(requested), "supported": .array(MCPRevision.supportedVersions.map(JSON.string))]
        case .resourceNotFound(let uri, _):
            ["uri": .string(uri)]
        default:
            nil
        }
    }

    /// Longest message sent or logged: names and reasons quote what the client sent, which
    /// can be megabytes.
    static let maximumMessageCharacters = 1_000

    /// The message, cut to ``maximumMessageCharacters`` with "…" where cut.
    var clippedMessage: String {
        let message = message
        guard message.utf8.count > Self.maximumMessageCharacters else { return message }
        return String(message.prefix(Self.maximumMessageCharacters)) + "…"
    }

    /// The `error` member of a JSON-RPC error response.
    var json: JSON {
        var members: [String: JSON] = ["code": .integer(code), "message": .string(clippedMessage)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
