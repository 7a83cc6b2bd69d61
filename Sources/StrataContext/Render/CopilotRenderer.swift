import Foundation

/// `.github/copilot-instructions.md` is self-contained (Copilot in Xcode reads nothing else),
/// so it carries the summary, commands and layers first and each rule in one line. The prompt
/// text of each template is served by the MCP server.
extension ContextRenderer {
    var copilotDocument: MarkdownDocument {
        let layers = self.layers.map { layer -> String in
            let paths = project.globs(of: layer.id).map { "`\($0)`" }.joined(separator: ", ")
            let dependencies = layer.dependsOn.compactMap { self.layer($0).map(module(of:)) }
            return "- `\(module(of: layer))` (\(paths.isEmpty ? "not mapped" : paths)): imports "
                + (dependencies.isEmpty ? "no other layer" : dependencies.joined(separator: ", "))
        }
        let rules =
            knowledge.rules.map { rule in
                "- `\(rule.id)` (\(rule.severity)): " + tailored(rule.summary)
            } + projectRuleLines
        return MarkdownDocument(
            frontMatter: nil, provenance: provenance,
            sections: [
                .init("Title and summary", heading: "# \(project.name)", essential: true, body: summary),
                .init("Commands", heading: "## Commands", essential: true, body: commandList),
                .init(
                    "Layers", heading: "## Layers", essential: true,
                    body: (layers + customLayerLines).joined(separator: "\n")),
                .init("Rules", heading: "## Rules", body: rules.joined(separator: "\n")),
                .init(
                    "State management", heading: "## State management: \(style?.name ?? project.style)",
                    body: (style?.guidelines ?? []).map { "- " + tailored($0) }.joined(separator: "\n")),
            ])
    }

    /// Templates the project's style can render, in id order.
    public var promptTemplates: [ContextKnowledge.Template] {
        knowledge.templates.filter { $0.styles.isEmpty || $0.styles.contains(project.style) }.sorted { $0.id < $1.id }
    }

    /// An output path template with the module filled in and other variables as `<name>`.
    func outputPath(_ pattern: String) -> String {
        var path = pattern
        while let open = path.range(of: "{{"), let close = path.range(of: "}}", range: open.upperBound..<path.endIndex)
        {
            let name =
                path[open.upperBound..<close.lowerBound].split(separator: "|").first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            path.replaceSubrange(
                open.lowerBound..<close.upperBound, with: name == "module" ? project.module : "<\(name)>")
        }
        return path
    }

    /// The MCP prompt's body; `arguments` fill in
    /// variables the user already gave.
    public func promptText(_ template: ContextKnowledge.Template, arguments: [String: String]) -> String {
        var lines = [
            "Add `\(template.id)` code to `\(project.name)` with Strata's template: "
                + tailored(template.description), "",
            "Inputs:",
        ]
        for variable in template.variables where !["module", "style"].contains(variable.name) {
            let given =
                arguments[variable.name].map { " — given: `\($0)`" }
                ?? variable.defaultValue.map { " (default `\($0)`)" } ?? ""
            lines.append("- `\(variable.name)`: \(variable.description)\(given)")
        }
        lines += ["", "It writes:"]
        // Several files of one template can go into one file (a registration's snippets), which is named once.
        var named: Set<String> = []
        lines += template.outputs.map(outputPath).filter { named.insert($0).inserted }.map { "- `\($0)`" }
        lines.append("")
        if let command = project.commands.addTemplate[template.id] {
            lines.append("1. Run `\(command)`, filling in the inputs above.")
        } else {
            lines.append("1. Run `\(project.commands.scaffoldFeature)` to scaffold the whole feature.")
        }
        lines.append(
            "2. Complete the generated code following the \(layer(template.layer)?.name ?? template.layer) layer rules."
        )
        lines.append(
            "3. Run `\(project.commands.verify)` (\(verifyWithoutCLI(checking: Self.listedRules))) and fix every error "
                + "before finishing.")
        return lines.joined(separator: "\n")
    }
}
