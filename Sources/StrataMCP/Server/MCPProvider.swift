import StrataDiagnostics

/// A source of tools, resources and prompts. The server knows nothing of Strata's knowledge
/// base: knowledge-backed providers plug in here, and tests plug in small fakes.
public protocol MCPProvider: Sendable {
    var tools: [MCPTool] { get }
    var resources: [MCPResource] { get }
    var resourceTemplates: [MCPResourceTemplate] { get }
    var prompts: [MCPPrompt] { get }
}

extension MCPProvider {
    public var tools: [MCPTool] { [] }
    public var resources: [MCPResource] { [] }
    public var resourceTemplates: [MCPResourceTemplate] { [] }
    public var prompts: [MCPPrompt] { [] }
}

/// Everything the providers offer, merged and sorted by name (URI for resources) so that every
/// list a client sees comes in the same order on every run.
struct MCPCatalog: Sendable {
    let tools: [MCPTool]
    let resources: [MCPResource]
    let resourceTemplates: [MCPResourceTemplate]
    let prompts: [MCPPrompt]

    init(providers: [any MCPProvider]) throws(MCPCatalogError) {
        tools = try Self.merge(providers.flatMap(\.tools), kind: "tool", key: \.name)
        resources = try Self.merge(providers.flatMap(\.resources), kind: "resource", key: \.uri)
        resourceTemplates = try Self.merge(
            providers.flatMap(\.resourceTemplates), kind: "resource template", key: \.uriTemplate)
        prompts = try Self.merge(providers.flatMap(\.prompts), kind: "prompt", key: \.name)
    }

    private static func merge<Item>(
        _ items: [Item], kind: String, key: (Item) -> String
    ) throws(MCPCatalogError) -> [Item] {
        let sorted = items.sorted { key($0) < key($1) }
        for (previous, next) in zip(sorted, sorted.dropFirst()) where key(previous) == key(next) {
            throw MCPCatalogError.duplicate(kind: kind, name: key(next))
        }
        return sorted
    }

    func tool(named name: String) -> MCPTool? { tools.first { $0.name == name } }
    /// A listed resource, else the first template that knows the URI.
    func resource(at uri: String) -> MCPResource? {
        resources.first { $0.uri == uri } ?? resourceTemplates.lazy.compactMap { $0.read(uri) }.first
    }
    func prompt(named name: String) -> MCPPrompt? { prompts.first { $0.name == name } }
}

/// Two providers offered the same name: a client could not tell which one it calls.
public enum MCPCatalogError: DiagnosticError, Equatable, CustomStringConvertible {
    case duplicate(kind: String, name: String)

    /// Two providers with one name is a mistake in Strata's own code, never the user's.
    public var diagnostics: [Diagnostic] {
        [Diagnostic(id: "internal.duplicate-mcp-name", severity: .bug, message: description)]
    }

    public var description: String {
        switch self {
        case .duplicate(let kind, let name): "two providers offer the \(kind) '\(name)'"
        }
    }
}
