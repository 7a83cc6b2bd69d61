/// `AGENTS.md`: the canonical file, complete on its own. Sections come in order of what an
/// agent most needs to write code that passes verification the first time.
extension ContextRenderer {
    var agentsDocument: MarkdownDocument {
        var sections: [MarkdownDocument.Section] = [
            .init("Title and summary", heading: "# \(project.module): instructions for coding agents", essential: true, body: summary),
            .init("Commands", heading: "## Commands", essential: true, body: commandList),
            .init("Layers", heading: "## Architecture", essential: true, body: mermaidDiagram + "\n\n" + layerTable),
        ]
        sections += knowledge.layers.map { layer in
            .init("Layer \(layer.id)", heading: "### \(layer.name) (`\(module(of: layer))`)", body: layerDetails(layer))
        }
        sections.append(.init(
            "Rules", heading: "## Rules `\(project.commands.verify)` enforces",
            body: "Each rule shows code that triggers it (❌) and code that passes (✅)."))
        sections += knowledge.rules.map { rule in
            .init("Rule \(rule.id)", body: ruleBlock(rule, heading: "###"))
        }
        sections.append(.init("State management", heading: "## State management: \(style?.name ?? project.style)", body: styleSection()))
        sections += knowledge.topics.map { topic in
            .init(topic.title, heading: "## \(topic.title)", body: topicSection(topic))
        }
        sections.append(.init(
            "Principles", heading: "## Principles",
            body: knowledge.principles.map { "- " + tailored($0.text) }.joined(separator: "\n")))
        return MarkdownDocument(frontMatter: nil, provenance: provenance, sections: sections)
    }
}
