/// `AGENTS.md`: the canonical file. Sections come in order of what an agent most needs to write
/// code that passes verification the first time.
extension ContextRenderer {
    /// Lean when layers have nested files (`nested`): what every task needs, one line per rule
    /// and where each layer's rules are, so no agent loads the same rule text twice. Otherwise
    /// complete on its own, with every layer's details and every rule's examples.
    func agentsDocument(nested: [NestedScope]?) -> MarkdownDocument {
        guard nested == nil else {
            return MarkdownDocument(frontMatter: nil, provenance: provenance, sections: leanSections(nested: nested))
        }
        var sections = openingSections
        sections += layers.map { layer in
            .init("Layer \(layer.id)", heading: "### \(layer.name) (`\(module(of: layer))`)", body: layerDetails(layer))
        }
        sections.append(
            .init(
                "Rules", heading: "## Rules `\(project.commands.verify)` enforces",
                body: "Each rule shows code that triggers it (❌) and code that passes (✅)."))
        sections += knowledge.rules.map { rule in
            .init("Rule \(rule.id)", body: ruleBlock(rule, heading: "###"))
        }
        if let projectRulesSection { sections.append(projectRulesSection) }
        sections.append(
            .init(
                "State management", heading: "## State management: \(style?.name ?? project.style)",
                body: styleSection()))
        sections += knowledge.topics.map { topic in
            .init(topic.title, heading: "## \(topic.title)", body: topicSection(topic))
        }
        sections.append(principlesSection)
        return MarkdownDocument(frontMatter: nil, provenance: provenance, sections: sections)
    }

    /// What every task needs and nothing a layer's own file says: the lean root AGENTS.md, and
    /// the body of CLAUDE.md and GEMINI.md when they cannot import a lean AGENTS.md.
    func leanSections(nested: [NestedScope]?) -> [MarkdownDocument.Section] {
        var sections = openingSections
        if let nested {
            sections.append(
                .init("Layer rules", heading: "### Rules of each layer", essential: true, body: nestedIndex(nested)))
        }
        sections.append(.init("Rules", heading: "## Rules `\(project.commands.verify)` enforces", body: ruleIndex))
        if let projectRulesSection { sections.append(projectRulesSection) }
        sections.append(
            .init(
                "State management", heading: "## State management: \(style?.name ?? project.style)",
                // The style's own guidelines are in the presentation and UI layers' files.
                body: knowledge.stateRules.map { "- " + tailored($0.text) }.joined(separator: "\n")))
        sections.append(principlesSection)
        return sections
    }

    private var openingSections: [MarkdownDocument.Section] {
        [
            .init(
                "Title and summary", heading: "# \(project.name): instructions for coding agents", essential: true,
                body: summary),
            .init("Commands", heading: "## Commands", essential: true, body: commandList),
            // The table alone: a diagram of the same edges would cost every layer's module name twice more.
            .init("Layers", heading: "## Architecture", essential: true, body: layerTable),
        ] + [xcodeTargetsSection].compactMap { $0 }
    }

    private var principlesSection: MarkdownDocument.Section {
        .init(
            "Principles", heading: "## Principles",
            body: knowledge.principles.map { "- " + tailored($0.text) }.joined(separator: "\n"))
    }
}
