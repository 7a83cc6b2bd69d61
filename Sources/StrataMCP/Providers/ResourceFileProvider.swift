import StrataJSON

/// Serves the knowledge base and the templates as MCP resources, so a model can read the very
/// files the verifier and the scaffolder use (with the project's `.strata/` overlays applied
/// by whoever assembled `files`).
public struct ResourceFileProvider: MCPProvider {
    /// Repository-relative paths (`knowledge/rules.json`, `Templates/viewmodel/template.json`)
    /// to their text.
    public let files: [String: String]

    public init(files: [String: String]) {
        self.files = files
    }

    public var resources: [MCPResource] {
        files.keys.sorted().compactMap { path in
            guard let text = files[path], let uri = Self.uri(forPath: path) else { return nil }
            return MCPResource(
                uri: uri, name: path, title: Self.title(forPath: path),
                description: Self.description(of: text, path: path), mimeType: Self.mimeType(forPath: path), text: text)
        }
    }

    /// `knowledge/x.json` → `strata://knowledge/x.json`, `Templates/id/f` → `strata://templates/id/f`;
    /// other files (the manifest) are not resources.
    public static func uri(forPath path: String) -> String? {
        if path.hasPrefix("knowledge/") { return "strata://" + path }
        if path.hasPrefix("Templates/") { return "strata://templates/" + path.dropFirst("Templates/".count) }
        return nil
    }

    private static func title(forPath path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        if parts.first == "knowledge", let file = parts.last {
            return "Strata knowledge: " + (file.hasSuffix(".json") ? String(file.dropLast(5)) : file)
        }
        return "Strata template \(parts.dropFirst().first ?? ""): \(parts.dropFirst(2).joined(separator: "/"))"
    }

    /// A knowledge file's own `description` when it has one, so the listing explains itself.
    private static func description(of text: String, path: String) -> String {
        if path.hasSuffix(".json"), let own = (try? JSON.parse(text))?["description"]?.stringValue { return own }
        if path.hasSuffix(".tmpl") { return "Template file rendered by the scaffolder." }
        return "Part of Strata's knowledge and templates."
    }

    private static func mimeType(forPath path: String) -> String {
        path.hasSuffix(".json") ? "application/json" : "text/plain"
    }
}
