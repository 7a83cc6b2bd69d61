import StrataKnowledge

/// The project's dependency graph at two levels — layers and targets (Package.swift's, and an
/// Xcode project's) — with the edges architecture.json allows and the ones the code actually
/// has, so `strata graph` can draw both and mark the edges that break the architecture.
public struct DependencyGraph: Sendable, Equatable {
    public struct Node: Sendable, Hashable {
        public var name: String
        public var layer: String?
    }

    public struct Edge: Sendable, Hashable, Comparable {
        public var from: String
        public var to: String
        /// Whether architecture.json's dependsOn permits it.
        public var isAllowed: Bool
        /// Whether the code has it (an import or a target dependency); allowed edges nobody
        /// uses are still drawn, as the intended shape.
        public var isObserved: Bool

        public static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    public var layers: [Node]
    public var layerEdges: [Edge]
    public var targets: [Node]
    public var targetEdges: [Edge]

    public var violations: [Edge] { (layerEdges + targetEdges).filter { !$0.isAllowed } }

    public init(project: ProjectFacts, knowledge: VerifyKnowledge) {
        let modules = ModuleLayers(knowledge: knowledge, project: project)
        let allowed: (String, String) -> Bool = { from, to in
            from == to || (knowledge.layer(from)?.dependsOn.contains { $0.rawValue == to } ?? false)
        }
        layers = knowledge.layers.map { Node(name: $0.id.rawValue, layer: $0.id.rawValue) }
        var observed: Set<[String]> = []
        for file in project.files where !file.isTest {
            guard let from = file.layer, knowledge.layer(from) != nil else { continue }
            for module in file.imports.map(\.module) {
                if let to = modules.layer(of: module)?.id.rawValue, to != from { observed.insert([from, to]) }
            }
        }
        var targetEdges: [Edge] = []
        let projectTargets = project.manifests.flatMap(\.targets)
        let targetNames = Set(projectTargets.map(\.name))
        targets = projectTargets.map { Node(name: $0.name, layer: modules.layerName(of: $0.name)) }
        for target in projectTargets {
            // Edges to sibling local packages' products count when the product is named like a target.
            for dependency in target.dependencies where targetNames.contains(dependency.module) {
                var isAllowed = true
                if let fromLayer = modules.layerName(of: target.name),
                    let toLayer = modules.layerName(of: dependency.module)
                {
                    isAllowed = allowed(fromLayer, toLayer)
                    if fromLayer != toLayer { observed.insert([fromLayer, toLayer]) }
                }
                targetEdges.append(
                    Edge(from: target.name, to: dependency.module, isAllowed: isAllowed, isObserved: true))
            }
        }
        // Xcode targets, test bundles left out as test files are: their layers are the framework targets'.
        let xcodeTargets = project.xcodeTargets.filter { !$0.isTest }
        let xcodeNames = Dictionary(xcodeTargets.map { ($0.module, $0.name) }, uniquingKeysWith: { first, _ in first })
        targets += xcodeTargets.map { Node(name: $0.name, layer: modules.layerName(of: $0.module)) }
        for target in xcodeTargets {
            for dependency in target.dependencies {
                guard let name = xcodeNames[dependency.module] else { continue }
                var isAllowed = true
                if let fromLayer = modules.layerName(of: target.module),
                    let toLayer = modules.layerName(of: dependency.module)
                {
                    isAllowed = allowed(fromLayer, toLayer)
                    if fromLayer != toLayer { observed.insert([fromLayer, toLayer]) }
                }
                targetEdges.append(Edge(from: target.name, to: name, isAllowed: isAllowed, isObserved: true))
            }
        }
        var layerEdges: [Edge] = []
        for layer in knowledge.layers {
            for target in layer.dependsOn {
                let pair = [layer.id.rawValue, target.rawValue]
                layerEdges.append(
                    Edge(from: pair[0], to: pair[1], isAllowed: true, isObserved: observed.contains(pair)))
            }
        }
        for pair in observed where !allowed(pair[0], pair[1]) {
            layerEdges.append(Edge(from: pair[0], to: pair[1], isAllowed: false, isObserved: true))
        }
        self.layerEdges = layerEdges.sorted()
        self.targetEdges = Array(Set(targetEdges)).sorted()
    }
}
