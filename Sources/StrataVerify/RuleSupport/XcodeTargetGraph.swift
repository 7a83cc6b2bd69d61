import StrataKnowledge

/// The Xcode projects' targets as the rules about declared dependencies see them: which project
/// modules a target may import (those it depends on or links, and theirs in turn: Xcode builds
/// them first), and which of the project's library modules a file's imports name.
struct XcodeTargetGraph {
    let targets: [XcodeTargetFacts]
    /// The modules of the framework and library targets: what a target's files can import from the project.
    let libraryModules: Set<String>
    private let byModule: [String: XcodeTargetFacts]
    private let layers: [String: String]

    init(project: ProjectFacts) {
        targets = project.xcodeTargets
        libraryModules = Set(targets.filter(\.isLibrary).map(\.module))
        byModule = Dictionary(targets.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        layers = project.xcodeTargetLayers
    }

    /// The project modules `target` depends on, directly or through the targets it depends on.
    func reachableModules(from target: XcodeTargetFacts) -> Set<String> {
        reachableModules(from: target.dependencies.map(\.module))
    }

    /// `modules` and the project modules they depend on, directly or through their dependencies.
    func reachableModules(from modules: [String]) -> Set<String> {
        var reached: Set<String> = []
        var pending = modules
        while let module = pending.popLast() {
            guard reached.insert(module).inserted else { continue }
            pending += byModule[module]?.dependencies.map(\.module) ?? []
        }
        return reached
    }

    /// The name findings give the target's project: `App.xcodeproj`.
    static func projectName(of target: XcodeTargetFacts) -> String {
        String(target.project.split(separator: "/").last ?? Substring(target.project))
    }

    /// Whether the layering lets `target` depend on `module`; true when either has no layer.
    func layeringAllows(
        _ target: XcodeTargetFacts, toDependOn module: String, under layering: DependencyLayering
    ) -> Bool {
        layering.allows(from: layers[target.module], to: layers[module])
    }
}
