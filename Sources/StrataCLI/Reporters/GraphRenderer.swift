import StrataVerify

/// Draws a dependency graph as Mermaid or Graphviz DOT. Edges the code has are solid, allowed
/// edges it does not use are dashed, and edges that break the architecture are red and
/// labelled "violation".
enum GraphRenderer {
    enum Format: String, CaseIterable, ArgumentValue {
        case mermaid, dot
    }

    static func render(_ graph: DependencyGraph, as format: Format) -> String {
        switch format {
        case .mermaid: mermaid(graph)
        case .dot: dot(graph)
        }
    }

    private static func groups(_ graph: DependencyGraph) -> [(
        id: String, title: String, nodes: [DependencyGraph.Node], edges: [DependencyGraph.Edge]
    )] {
        var result = [("layers", "Layers", graph.layers, graph.layerEdges)]
        if !graph.targets.isEmpty { result.append(("targets", "Targets", graph.targets, graph.targetEdges)) }
        return result
    }

    private static func nodeID(_ group: String, _ name: String) -> String {
        group + "_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    private static func label(_ node: DependencyGraph.Node) -> String {
        guard let layer = node.layer, layer != node.name else { return node.name }
        return "\(node.name) (\(layer))"
    }

    private static func mermaid(_ graph: DependencyGraph) -> String {
        var lines = ["flowchart TD"]
        var styles: [String] = []
        var linkIndex = 0
        for group in groups(graph) {
            lines.append("  subgraph \(group.id) [\"\(group.title)\"]")
            for node in group.nodes { lines.append("    \(nodeID(group.id, node.name))[\"\(label(node))\"]") }
            lines.append("  end")
            for edge in group.edges {
                let from = nodeID(group.id, edge.from)
                let to = nodeID(group.id, edge.to)
                if !edge.isAllowed {
                    lines.append("  \(from) -->|violation| \(to)")
                    styles.append("  linkStyle \(linkIndex) stroke:#d33,stroke-width:3px")
                } else if edge.isObserved {
                    lines.append("  \(from) --> \(to)")
                } else {
                    lines.append("  \(from) -.-> \(to)")
                }
                linkIndex += 1
            }
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    private static func dot(_ graph: DependencyGraph) -> String {
        var lines = ["digraph strata {", "  rankdir=TB;", "  node [shape=box];"]
        for group in groups(graph) {
            lines.append("  subgraph cluster_\(group.id) {")
            lines.append("    label=\"\(group.title)\";")
            for node in group.nodes { lines.append("    \(nodeID(group.id, node.name)) [label=\"\(label(node))\"];") }
            lines.append("  }")
            for edge in group.edges {
                let attributes =
                    !edge.isAllowed
                    ? " [color=red, penwidth=2, label=\"violation\"]" : edge.isObserved ? "" : " [style=dashed]"
                lines.append("  \(nodeID(group.id, edge.from)) -> \(nodeID(group.id, edge.to))\(attributes);")
            }
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }
}
