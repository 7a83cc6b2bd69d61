import StrataDiagnostics
import StrataJSON

/// A tool a client can call. The input schema is checked by the server before `call` runs, so
/// a tool reads its arguments without re-validating their shape.
public struct MCPTool: Sendable {
    public var name: String
    public var title: String
    public var description: String
    /// A JSON Schema object (`"type": "object"`) of the subset `MCPArgumentCheck` understands.
    public var inputSchema: JSON
    public var annotations: Annotations
    /// The JSON Schema of the tool's `structuredContent`, for tools that return one; clients
    /// validate results against it.
    public var outputSchema: JSON?
    public var call: @Sendable (MCPToolArguments) throws(MCPToolFailure) -> MCPToolResult

    /// Hints a client shows to its user before a call (for instance, asking before a write).
    public struct Annotations: Sendable {
        public var readOnly: Bool
        public var destructive: Bool
        public var idempotent: Bool

        public init(readOnly: Bool, destructive: Bool = false, idempotent: Bool = true) {
            self.readOnly = readOnly
            self.destructive = destructive
            self.idempotent = idempotent
        }
    }

    public init(
        name: String, title: String, description: String, inputSchema: JSON, annotations: Annotations,
        outputSchema: JSON? = nil, call: @escaping @Sendable (MCPToolArguments) throws(MCPToolFailure) -> MCPToolResult
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
        self.annotations = annotations
        self.outputSchema = outputSchema
        self.call = call
    }

    var listing: JSON {
        var listing: [String: JSON] = [
            "name": .string(name),
            "title": .string(title),
            "description": .string(description),
            "inputSchema": inputSchema,
            "annotations": [
                "title": .string(title),
                "readOnlyHint": .bool(annotations.readOnly),
                "destructiveHint": .bool(annotations.destructive),
                "idempotentHint": .bool(annotations.idempotent),
                // Strata reads and writes the local project only.
                "openWorldHint": false,
            ],
        ]
        if let outputSchema { listing["outputSchema"] = outputSchema }
        return .object(listing)
    }
}

/// What a tool call produced: text for the model and, when the tool has one, the same
/// content as a JSON object for programs.
public struct MCPToolResult: Sendable, Equatable {
    public var text: String
    public var structured: [String: JSON]?
    public var isError: Bool
    /// Resources the result points to instead of including them (`resource_link` content),
    /// so a large result stays small and the client reads what it needs.
    public var links: [ResourceLink] = []

    public struct ResourceLink: Sendable, Equatable {
        public var uri: String
        public var name: String
        public var description: String
        public var mimeType: String

        public init(uri: String, name: String, description: String, mimeType: String) {
            self.uri = uri
            self.name = name
            self.description = description
            self.mimeType = mimeType
        }

        var json: JSON {
            [
                "type": "resource_link", "uri": .string(uri), "name": .string(name),
                "description": .string(description),
                "mimeType": .string(mimeType),
            ]
        }
    }

    public init(text: String, structured: [String: JSON]? = nil, isError: Bool = false) {
        self.text = text
        self.structured = structured
        self.isError = isError
    }

    /// A result whose text is the pretty-printed structured content, so clients that read
    /// only `content` see the same data.
    public static func structured(_ object: [String: JSON], isError: Bool = false) -> MCPToolResult {
        MCPToolResult(text: JSON.object(object).prettyText, structured: object, isError: isError)
    }

    var json: JSON {
        let content: [JSON] = [["type": "text", "text": .string(text)]] + links.map(\.json)
        var members: [String: JSON] = ["content": .array(content)]
        if let structured { members["structuredContent"] = .object(structured) }
        if isError { members["isError"] = true }
        return .object(members)
    }
}

/// Why a tool could not do its job. Reported inside the result (`isError: true`), not as a
/// protocol error, so the model sees it and can correct its call.
public struct MCPToolFailure: DiagnosticError, Equatable, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var diagnostics: [Diagnostic] { [Diagnostic(id: "mcp.tool-failure", severity: .error, message: message)] }
}
