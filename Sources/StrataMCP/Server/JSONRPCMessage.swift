import StrataDiagnostics
import StrataJSON

/// A JSON-RPC request id: a string or an integer (MCP forbids `null` in a request).
public enum JSONRPCID: Sendable, Hashable {
    case string(String)
    case integer(Int)

    init?(_ json: JSON) {
        switch json {
        case .string(let value): self = .string(value)
        case .integer(let value): self = .integer(value)
        default: return nil
        }
    }

    var json: JSON {
        switch self {
        case .string(let value): .string(value)
        case .integer(let value): .integer(value)
        }
    }
}

/// One line read from the client, classified.
enum JSONRPCMessage: Equatable {
    case request(id: JSONRPCID, method: String, params: [String: JSON])
    case notification(method: String, params: [String: JSON])
    /// A response to a request the server never sends; nothing to answer.
    case response

    /// Classifies a line; the thrown error carries the request id when one could be read, so
    /// the error response can still be matched to its request.
    static func parse(_ line: String) throws(JSONRPCMessageError) -> JSONRPCMessage {
        let json: JSON
        do {
            json = try JSON.parse(line)
        } catch {
            throw JSONRPCMessageError(id: JSONRPCID.salvaged(from: line), error: .parseError(reason: error.reason))
        }
        guard case .object(let members) = json else {
            let reason =
                json.arrayValue != nil
                ? "batches are not part of MCP; send one message per line"
                : "a message must be a JSON object, found \(json.typeName)"
            throw JSONRPCMessageError(id: nil, error: .invalidRequest(reason: reason))
        }
        let id = members["id"].flatMap(JSONRPCID.init)
        func invalid(_ reason: String) -> JSONRPCMessageError {
            JSONRPCMessageError(id: id, error: .invalidRequest(reason: reason))
        }
        guard members["jsonrpc"] == "2.0" else { throw invalid("\"jsonrpc\" must be \"2.0\"") }
        if members["method"] == nil, members["result"] != nil || members["error"] != nil {
            return .response
        }
        guard let method = members["method"]?.stringValue else {
            throw invalid("\"method\" must be a string")
        }
        let params: [String: JSON]
        switch members["params"] {
        case nil: params = [:]
        case .object(let object)?: params = object
        case let other?:
            throw JSONRPCMessageError(
                id: id, error: .invalidParams(reason: "\"params\" must be an object, found \(other.typeName)"))
        }
        guard let rawID = members["id"] else { return .notification(method: method, params: params) }
        guard let id else {
            throw invalid("\"id\" must be a string or an integer, found \(rawID.typeName)")
        }
        return .request(id: id, method: method, params: params)
    }
}

struct JSONRPCMessageError: DiagnosticError {
    let id: JSONRPCID?
    let error: MCPError

    var diagnostics: [Diagnostic] { error.diagnostics }
}

/// Builds the lines the server writes.
enum JSONRPCResponse {
    static func result(_ result: JSON, id: JSONRPCID) -> String {
        JSON.object(["jsonrpc": "2.0", "id": id.json, "result": result]).compactText
    }

    /// An error for a request whose id could not be read carries `"id": null`, as JSON-RPC 2.0
    /// requires: clients such as the official Python SDK reject an error without the member.
    static func error(_ error: MCPError, id: JSONRPCID?) -> String {
        JSON.object(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]).compactText
    }
}
