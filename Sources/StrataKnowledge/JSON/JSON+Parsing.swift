import StrataDiagnostics
import StrataJSON

/// Reading JSON into the value every output is built from.
extension JSON {
    /// Parses one JSON text with Strata's strict parser (no trailing commas, no comments, no
    /// duplicate keys), so a malformed message is rejected rather than guessed at.
    public static func parse(_ text: String) throws(JSONParseError) -> JSON {
        do {
            return JSON(try JSONParser.parse(text, file: "message"))
        } catch {
            if case .json(.malformedJSON(let reason), let location) = error {
                let position = location.position
                throw JSONParseError(reason: "\(reason) at line \(position.line), column \(position.column)")
            }
            throw JSONParseError(reason: error.description)
        }
    }

    /// Converts a parsed tree; integers that fit `Int` stay integers.
    init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text): self = Int(text).map(JSON.integer) ?? .number(Double(text) ?? .nan)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSON.init))
        case .object(let object):
            self = .object(
                Dictionary(object.members.map { ($0.key, JSON($0.value)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}

/// Why a text is not JSON, in the parser's words.
public struct JSONParseError: DiagnosticError, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
    public var diagnostics: [Diagnostic] { [Diagnostic(id: "mcp.parse-error", severity: .error, message: reason)] }
}
