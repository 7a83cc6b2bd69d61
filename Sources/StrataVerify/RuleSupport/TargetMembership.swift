import StrataKnowledge

/// Which target of one Package.swift each checked file belongs to: the target whose source folder
/// holds it (the deepest one, for targets nested in another's folder). Declared and used
/// dependencies are judged within the package; other local packages' products are left alone, as
/// a product's name need not be its module's.
struct TargetMembership {
    let manifest: ManifestFacts
    /// The names of the package's own targets, which an import can name.
    let targetNames: Set<String>
    /// The layer of every target of the project's manifests.
    private let layers: [String: String]
    /// Each target behind its folder and a slash, deepest folder first (in manifest order among
    /// equally deep ones): every file of the project is looked up here.
    private let targetsByDepth: [(folder: String, target: ManifestFacts.Target)]

    init(manifest: ManifestFacts, project: ProjectFacts) {
        self.manifest = manifest
        targetNames = Set(manifest.targets.map(\.name))
        layers = project.targetLayers ?? [:]
        targetsByDepth = manifest.targets.enumerated()
            .map { (depth: $1.folder.count, order: $0, folder: $1.folder + "/", target: $1) }
            .sorted { ($0.depth, -$0.order) > ($1.depth, -$1.order) }
            .map { ($0.folder, $0.target) }
    }

    /// The target whose folder holds the file: the deepest, the first in the manifest of equally deep ones.
    func target(of file: FileFacts) -> ManifestFacts.Target? {
        targetsByDepth.first { file.path.hasPrefix($0.folder) }?.target
    }

    /// The target's dependencies on other targets of the package (not on other packages' products).
    func localDependencies(of target: ManifestFacts.Target) -> [ManifestFacts.Dependency] {
        target.dependencies.filter { !$0.isProduct && targetNames.contains($0.name) }
    }

    /// Whether architecture.json (or, for a custom layer's target, its strata.json declaration)
    /// lets `target` depend on `module`; true when either has no layer. An edge the layering
    /// forbids is layer-dependency's finding alone: declaring or keeping it would be the wrong fix.
    func layeringAllows(
        _ target: String, toDependOn module: String, knowledge: VerifyKnowledge, customLayers: [String: CustomLayer]
    ) -> Bool {
        Self.layeringAllows(from: layers[target], to: layers[module], knowledge: knowledge, customLayers: customLayers)
    }

    /// Whether a target of layer `from` may depend on one of layer `to`; true when either has none.
    static func layeringAllows(
        from: String?, to: String?, knowledge: VerifyKnowledge, customLayers: [String: CustomLayer]
    ) -> Bool {
        if let from = from.flatMap({ customLayers[$0] }) {
            guard let to, to != LayerMap.testsLayer else { return true }
            return from.id == to || from.dependsOn.contains(to)
        }
        guard let from = from.flatMap({ knowledge.layer($0) }), let to = to.flatMap({ LayerID(rawValue: $0) })
        else { return true }
        return from.id == to || from.dependsOn.contains(to)
    }
}

extension TargetMembership {
    /// The walk the rules about declared dependencies share: each manifest of the project, with
    /// the project's files its targets hold (in the project's order) and the target holding each.
    static func forEachManifest(
        of project: ProjectFacts,
        _ body: (_ membership: TargetMembership, _ files: [(file: FileFacts, target: ManifestFacts.Target)]) -> Void
    ) {
        for manifest in project.manifests {
            let membership = TargetMembership(manifest: manifest, project: project)
            body(membership, project.files.compactMap { file in membership.target(of: file).map { (file, $0) } })
        }
    }
}
