import StrataKnowledge

/// What a project adds to the knowledge base without recompiling Strata — strata.json's custom layers and
/// `.strata/rules.json`'s rules — told where the shipped layers and rules are, so what agents read is what
/// `strata verify` enforces. Nothing is added for a project that declares neither.
extension ContextRenderer {
    /// One row per custom layer for the architecture table, in its columns.
    var customLayerRows: [String] {
        project.customLayers.map { layer in
            let paths = layer.globs.map { "`\($0)`" }.joined(separator: ", ")
            return "| \(layer.id) (custom) | from Package.swift | \(paths) | \(customDependencies(of: layer)) |"
        }
    }

    /// One line per custom layer for Copilot's layer list.
    var customLayerLines: [String] {
        project.customLayers.map { layer in
            let paths = layer.globs.map { "`\($0)`" }.joined(separator: ", ")
            return "- `\(layer.id)`, a custom layer (\(paths)): imports \(customDependencies(of: layer))"
        }
    }

    /// The Xcode project's targets and their layers, nil for a Swift package: the layer table names
    /// frameworks as modules, and this says which target builds the rest (the app, the tests).
    var xcodeTargetsSection: MarkdownDocument.Section? {
        guard !project.xcodeTargets.isEmpty else { return nil }
        let lines = project.xcodeTargets.map { target in
            let described =
                target.layer.map { id in self.layer(id)?.name ?? (id == "tests" ? "Tests" : id) }
                ?? "files placed by their paths"
            return "- `\(target.name)` (\(target.kind)): \(described)"
        }
        return .init(
            "Xcode targets", heading: "## Xcode targets",
            body: "Each type goes in the target of its layer:\n\n" + lines.joined(separator: "\n"))
    }

    /// One line per project rule, as the lean files give a shipped one, with what it reads and finds.
    var projectRuleLines: [String] {
        project.projectRules.map { rule in
            "- `\(rule.id)` (\(rule.severity); \(rule.layers.joined(separator: ", "))): \(rule.summary) "
                + "Scope: \(rule.scope)"
        }
    }

    /// The project's rules after the shipped ones, nil when it declares none.
    var projectRulesSection: MarkdownDocument.Section? {
        guard !project.projectRules.isEmpty else { return nil }
        return .init(
            "Project rules", heading: "## Project rules (`.strata/rules.json`)",
            body: projectRuleLines.joined(separator: "\n"))
    }

    /// The layers a custom layer may import (shipped ones by module), then its framework policy.
    private func customDependencies(of layer: CustomLayer) -> String {
        let layers = layer.dependsOn.map { id in self.layer(id).map { "`\(module(of: $0))`" } ?? id }
        var text = layers.isEmpty ? "no other layer" : layers.joined(separator: ", ")
        if let allowed = layer.allowedImports {
            text += "; frameworks only " + allowed.joined(separator: ", ")
        } else if !layer.forbiddenImports.isEmpty {
            text += "; never " + layer.forbiddenImports.joined(separator: ", ")
        }
        return text
    }
}
