import StrataKnowledge

/// Which imported modules are the project's own layer modules, and of which layer: the
/// manifest's targets when the project has a readable Package.swift, else the module-name
/// suffix — except for frameworks the import policies name (`SwiftUI` and `CoreData` end like
/// layer modules but are not the project's).
public struct ModuleLayers: Sendable {
    private let knowledge: VerifyKnowledge
    private let targetLayers: [String: String]?

    public init(knowledge: VerifyKnowledge, targetLayers: [String: String]?) {
        self.knowledge = knowledge
        self.targetLayers = targetLayers
    }

    public func layer(of module: String) -> ArchitectureLayer? {
        if let targetLayers { return targetLayers[module].flatMap { knowledge.layer($0) } }
        if knowledge.frameworkModules.contains(module) { return nil }
        return knowledge.layer(ofModule: module)
    }

    /// The layer, shipped or custom, a module is the project's module of: custom layers' modules
    /// are known from Package.swift's targets only, as no module suffix names them.
    public func layerName(of module: String, customLayers: [String: CustomLayer]) -> String? {
        layer(of: module)?.id.rawValue ?? targetLayers?[module].flatMap { customLayers[$0]?.id }
    }
}
