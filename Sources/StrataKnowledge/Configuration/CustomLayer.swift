/// A layer a project declares in strata.json's `customLayers` beyond the knowledge base's five
/// (`networking`, `persistence`, `feature-flags`): where its files are, which layers it may
/// depend on and which frameworks it may import. layer-dependency holds it to these as it holds
/// the shipped layers to architecture.json.
public struct CustomLayer: Sendable, Equatable {
    public var id: String
    /// Globs of the layer's files. They win over inference, and compete with `layers`' globs by
    /// specificity when strata.json lists those.
    public var globs: [String]
    /// The layers (shipped or custom) whose modules the layer may import.
    public var dependsOn: [String]
    /// When given, the only frameworks the layer may import (a closed list, as domain's).
    public var allowedImports: [String]?
    /// Frameworks the layer may never import.
    public var forbiddenImports: [String]

    public init(
        id: String, globs: [String], dependsOn: [String] = [], allowedImports: [String]? = nil,
        forbiddenImports: [String] = []
    ) {
        self.id = id
        self.globs = globs
        self.dependsOn = dependsOn
        self.allowedImports = allowedImports
        self.forbiddenImports = forbiddenImports
    }

    /// Lowercase words joined by `-`, like the shipped layer ids: a layer id is written in rule
    /// scopes and messages, so it stays a plain word.
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    /// Whether a framework import is forbidden here: outside the closed list, or on the forbidden one.
    public func forbids(framework module: String) -> Bool {
        forbiddenImports.contains(module) || allowedImports.map { !$0.contains(module) } ?? false
    }

    /// The layers the layer may import, as layer-dependency's message says it: `domain`, or `none`.
    public var allowedLayers: String {
        dependsOn.isEmpty ? "none" : dependsOn.joined(separator: ", ")
    }

    /// The layers and frameworks the layer may import, for a forbidden framework's finding: without
    /// the framework part "allowed: domain" would read as if every framework were forbidden.
    public var allowedLayersAndFrameworks: String {
        if let allowedImports {
            return allowedLayers + ", and only the frameworks " + allowedImports.joined(separator: ", ")
        }
        return allowedLayers + ", and frameworks except " + forbiddenImports.joined(separator: ", ")
    }
}
