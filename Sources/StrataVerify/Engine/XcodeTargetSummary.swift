import Foundation
import StrataCore
import StrataKnowledge

/// An Xcode (or Tuist) target as verify sees it, for front ends that describe the project rather
/// than check it (`strata context`): what kind of target it is and the layer verify holds it to.
public struct XcodeTargetSummary: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// An app or app extension: code no other target imports.
        case app
        /// A framework or library: a module other targets import.
        case framework
        case tests
    }

    public var name: String
    public var module: String
    public var kind: Kind
    /// A framework's layer by strata.json's `modules`, its name or the layer its files share; an
    /// app's when its layered files share one; `tests` for a test bundle; nil for an app whose files
    /// span layers, which verify judges file by file.
    public var layer: String?

    public init(name: String, module: String, kind: Kind, layer: String?) {
        self.name = name
        self.module = module
        self.kind = kind
        self.layer = layer
    }
}

extension VerifyEngine {
    /// The targets of the Xcode projects (or Tuist manifests) under `projectRoot`, read as `run`
    /// reads them, in the projects' order; empty for a Swift package or a project with no targets
    /// that compile its files.
    public func xcodeTargets(projectRoot: String, configuration: ProjectConfiguration?) -> [XcodeTargetSummary] {
        let root = SourceDiscovery.normalized(projectRoot)
        let discovery = SourceDiscovery(projectRoot: root, excluded: (configuration?.exclude ?? []).map(Glob.init))
        let files = discovery.discover([root]).files
        var xcode = XcodeScope(root: root, discovered: files)
        guard !xcode.targets.isEmpty else { return [] }
        let projectPaths = files.filter { xcode.keeps($0, explicit: []) }.map(\.relativePath)
        let unlearned = unlearnedLayerMap(configuration)
        let layerMap = configuration?.layers != nil ? unlearned : unlearned.knowing(projectPaths: projectPaths)
        let libraryLayers = xcode.libraryLayers(knowledge: knowledge) { Self.layers(of: $0, in: layerMap) }
        let configured = configuration?.moduleLayers ?? [:]
        return xcode.targets.map { target in
            if target.isTest {
                return XcodeTargetSummary(
                    name: target.name, module: target.module, kind: .tests, layer: LayerMap.testsLayer)
            }
            if target.isLibrary {
                return XcodeTargetSummary(
                    name: target.name, module: target.module, kind: .framework,
                    layer: configured[target.module] ?? libraryLayers[target.module])
            }
            let fileLayers = Set(Self.layers(of: target.files, in: layerMap).compactMap { $0 })
            return XcodeTargetSummary(
                name: target.name, module: target.module, kind: .app,
                layer: configured[target.module] ?? (fileLayers.count == 1 ? fileLayers.first : nil))
        }
    }
}
