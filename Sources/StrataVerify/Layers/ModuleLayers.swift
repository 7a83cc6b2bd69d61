import StrataKnowledge

/// Which imported modules are the project's own layer modules, and of which layer: strata.json's
/// `modules` first, then the Xcode project's library targets, then the manifests' targets when the
/// project has a readable Package.swift, else the module-name suffix — except for frameworks the import policies name (`SwiftUI` and
/// `CoreData` end like layer modules but are not the project's). A module no manifest declares
/// but whose name is a folder of the project's sources (an Xcode framework target's, a Tuist
/// project's, a local package's `Sources/<Module>`) is the project's own, of the layer its files
/// have: an import of a sibling module is judged by the graph, not as a foreign framework.
public struct ModuleLayers: Sendable {
    private let knowledge: VerifyKnowledge
    private let targetLayers: [String: String]?
    private let configured: [String: String]
    private let folderLayers: [String: String]
    private let xcodeTargets: [String: String]
    /// Every module a manifest, an Xcode or Tuist project or strata.json declares, whether or not
    /// its files agree on a layer.
    private let declared: Set<String>

    public init(
        knowledge: VerifyKnowledge, targetLayers: [String: String]?, configured: [String: String] = [:],
        xcodeTargets: [String: String] = [:], folderLayers: [String: String] = [:], declared: Set<String> = []
    ) {
        self.knowledge = knowledge
        self.targetLayers = targetLayers
        self.configured = configured
        self.xcodeTargets = xcodeTargets
        self.folderLayers = folderLayers
        self.declared = declared.union(configured.keys).union(xcodeTargets.keys).union(
            targetLayers.map { Array($0.keys) } ?? [])
    }

    public init(knowledge: VerifyKnowledge, project: ProjectFacts) {
        let sources = project.files.filter { !$0.isTest }
        self.init(
            knowledge: knowledge, targetLayers: project.targetLayers, configured: project.configuredModuleLayers,
            xcodeTargets: project.xcodeTargetLayers,
            folderLayers: Self.folderLayers(paths: sources.map(\.path), layers: sources.map(\.layer)),
            declared: Self.declaredModules(
                manifests: project.manifests, xcodeModules: project.xcodeTargets.map(\.module),
                paths: project.files.map(\.path)))
    }

    /// The modules the project builds: its manifests' and projects' targets, and the folder of
    /// each Tuist `Project.swift`, named for its module even when the reader cannot follow it.
    public static func declaredModules(manifests: [ManifestFacts], xcodeModules: [String], paths: [String])
        -> Set<String>
    {
        let tuistFolders = paths.compactMap { path -> String? in
            guard path.hasSuffix("/Project.swift") else { return nil }
            return path.split(separator: "/").dropLast().last.map(String.init)
        }
        return Set(manifests.flatMap { $0.targets.map(\.name) } + xcodeModules + tuistFolders)
    }

    /// Whether the project builds `module` itself: a module of files of several layers names no
    /// layer, but importing it is no dependency on a framework from outside.
    public func isProjectModule(_ module: String) -> Bool {
        declared.contains(module) || layerName(of: module) != nil
    }

    /// Everything besides the knowledge these layers are read from, the same text for the same
    /// layers in every run: the analysis cache holds file rules' findings for these layers only.
    var cacheKey: String {
        func sorted(_ layers: [String: String]) -> String {
            layers.sorted { $0.key < $1.key }.map { $0.key + "=" + $0.value }.joined(separator: ",")
        }
        return [
            targetLayers.map(sorted) ?? "-", sorted(configured), sorted(folderLayers), sorted(xcodeTargets),
        ].joined(separator: "|")
    }

    /// The module's layer, shipped or custom.
    public func layerName(of module: String) -> String? {
        if let layer = configured[module] ?? xcodeTargets[module] { return layer }
        if let layer = targetLayers?[module] { return layer }
        if knowledge.frameworkModules.contains(module) { return nil }
        if let layer = folderLayers[module] { return layer }
        if targetLayers != nil { return nil }
        return knowledge.layer(ofModule: module)?.id.rawValue
    }

    /// The layer of each folder name whose files (wherever a folder of that name sits) are, two
    /// in three at least, of one layer: the layer of a module named like the folder. Test files
    /// and files of no layer count against the majority, so a folder of mixed or unplaced code
    /// names no module.
    public static func folderLayers(paths: [String], layers: [String?]) -> [String: String] {
        // Files are counted per parent folder first: a project has far fewer folders than files,
        // and each folder's path is split once.
        var byParent: [Substring: (files: Int, layers: [String: Int])] = [:]
        for (path, layer) in zip(paths, layers) where layer != LayerMap.testsLayer {
            let parent = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            byParent[parent, default: (0, [:])].files += 1
            if let layer { byParent[parent, default: (0, [:])].layers[layer, default: 0] += 1 }
        }
        var counts: [Substring: [String: Int]] = [:]
        var totals: [Substring: Int] = [:]
        for (parent, files) in byParent {
            var seen: Set<Substring> = []
            for folder in parent.split(separator: "/") where seen.insert(folder).inserted {
                totals[folder, default: 0] += files.files
                for (layer, count) in files.layers { counts[folder, default: [:]][layer, default: 0] += count }
            }
        }
        var result: [String: String] = [:]
        for (folder, byLayer) in counts {
            guard let (layer, count) = byLayer.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                let total = totals[folder], count * 3 >= total * 2
            else { continue }
            result[String(folder)] = layer
        }
        return result
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
