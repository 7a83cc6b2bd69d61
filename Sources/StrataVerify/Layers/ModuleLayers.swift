import StrataKnowledge

/// Which imported modules are the project's own layer modules, and of which layer: strata.json's
/// `modules` first, then the Xcode project's library targets, then the manifests' targets when the
/// project has a readable Package.swift, else
/// the module-name suffix — except for frameworks the import policies name (`SwiftUI` and
/// `CoreData` end like layer modules but are not the project's).
public struct ModuleLayers: Sendable {
    private let knowledge: VerifyKnowledge
    private let targetLayers: [String: String]?
    private let configured: [String: String]
    private let xcodeTargets: [String: String]

    public init(
        knowledge: VerifyKnowledge, targetLayers: [String: String]?, configured: [String: String] = [:],
        xcodeTargets: [String: String] = [:]
    ) {
        self.knowledge = knowledge
        self.targetLayers = targetLayers
        self.configured = configured
        self.xcodeTargets = xcodeTargets
    }

    public init(knowledge: VerifyKnowledge, project: ProjectFacts) {
        self.init(
            knowledge: knowledge, targetLayers: project.targetLayers, configured: project.configuredModuleLayers,
            xcodeTargets: project.xcodeTargetLayers)
    }

    /// The module's layer, shipped or custom.
    public func layerName(of module: String) -> String? {
        if let layer = configured[module] ?? xcodeTargets[module] { return layer }
        if let targetLayers { return targetLayers[module] }
        if knowledge.frameworkModules.contains(module) { return nil }
        return knowledge.layer(ofModule: module)?.id.rawValue
    }

    /// The module's layer when it is one of the knowledge base's.
    public func layer(of module: String) -> ArchitectureLayer? {
        layerName(of: module).flatMap { knowledge.layer($0) }
    }

    /// The module's layer when it is the knowledge base's or one of `customLayers`: a name
    /// strata.json's `modules` or a manifest gives that no layer has is none.
    public func layerName(of module: String, customLayers: [String: CustomLayer]) -> String? {
        layerName(of: module).flatMap { knowledge.layer($0) != nil || customLayers[$0] != nil ? $0 : nil }
    }
}
