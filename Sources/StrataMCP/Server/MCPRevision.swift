/// The MCP revisions `strata mcp` speaks. The two eras differ in how a client states its
/// version: once, through `initialize` (2025-06-18, 2025-11-25), or on every request in `_meta`
/// (2026-07-28). A client built on an older SDK offers its own revision and disconnects when
/// answered a newer one, so 2025-06-18 is spoken too: what this server offers (tools with output
/// schemas and `resource_link` results, resources, prompts, completions) is answered alike in it.
/// Earlier revisions have no `resource_link` content, which a scaffold dry run answers with.
public enum MCPRevision: String, CaseIterable, Sendable, Comparable {
    // The specification names revisions by date; the underscores keep the date readable in the case name.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case v2025_06_18 = "2025-06-18"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case v2025_11_25 = "2025-11-25"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case v2026_07_28 = "2026-07-28"

    /// Whether a session on this revision starts with the `initialize` handshake.
    public var usesHandshake: Bool { self < .v2026_07_28 }

    /// Every supported version, oldest first, as `server/discover` and -32022 errors list them.
    public static var supportedVersions: [String] { allCases.map(\.rawValue) }

    /// What `initialize` answers when the client offers a version this server does not speak:
    /// the newest handshake revision, leaving the client to decide whether to go on.
    static let latestHandshake = MCPRevision.v2025_11_25

    public static func < (lhs: MCPRevision, rhs: MCPRevision) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The `_meta` keys of the 2026-07-28 per-request envelope.
enum MCPMetaKey {
    static let protocolVersion = "io.modelcontextprotocol/protocolVersion"
    static let clientCapabilities = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfo = "io.modelcontextprotocol/serverInfo"
}
