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
    func localDependencies(of target: ManifestFacts.Target) -> [DependencyDeclaration] {
        target.dependencies.filter { $0.kind == .target && targetNames.contains($0.module) }
    }

    /// Whether the layering lets `target` depend on `module`; true when either has no layer.
    func layeringAllows(_ target: String, toDependOn module: String, under layering: DependencyLayering) -> Bool {
        layering.allows(from: layers[target], to: layers[module])
    }
}
