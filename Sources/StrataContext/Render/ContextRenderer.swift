import Foundation

/// Renders the knowledge base for one project: real module names, real layer paths, the
/// project's state-management style only. Each target file has its own renderer in an
/// extension; the pieces they share (summary, commands, layer table, rules) are built here
/// once so every target says the same thing in the same words.
public struct ContextRenderer: Sendable {
    public let knowledge: ContextKnowledge
    public let project: ContextProject

    public init(knowledge: ContextKnowledge, project: ContextProject) {
        self.knowledge = knowledge
        self.project = project
    }

    // MARK: - Facts

    /// The first line of every file: who wrote it, from which knowledge, and how to change it. It forbids editing
    /// "this text", not generated files: the scaffolded code is generated too and is the team's to edit, and in a
    /// team's own AGENTS.md the line opens only Strata's section.
    var provenance: String {
        "\(ContextBundle.provenanceMarker) from knowledge \(knowledge.version) (\(knowledge.digest)). "
            + "Do not edit this text: `\(project.commands.regenerate)` rewrites it from strata.json and the knowledge."
    }

    var style: ContextKnowledge.Style? { knowledge.styles.first { $0.id == project.style } }

    /// The migration maps from what strata.json says the project is leaving, toward its style.
    var migrations: [ContextKnowledge.Migration] {
        knowledge.migrations(from: project.migratingFrom, toward: project.style)
    }

    func module(of layer: ContextKnowledge.Layer) -> String {
        let own = project.modules.filter { $0.value == layer.id }.keys.sorted()
        guard own.isEmpty else { return own.joined(separator: ", ") }
        // Without a module name the layer is its folders, the way verify finds it.
        guard !project.module.isEmpty else {
            let globs = project.globs(of: layer.id)
            return globs.isEmpty ? "not mapped" : globs.joined(separator: "`, `")
        }
        return layer.moduleTemplate.replacingOccurrences(of: "{{module}}", with: project.module)
    }

    func layer(_ id: String) -> ContextKnowledge.Layer? { layers.first { $0.id == id } }

    /// The layer of code every layer may use and that uses none.
    static let sharedLayerID = "shared"

    /// The layers this project has: the knowledge base's, the shared layer only where strata.json
    /// maps code to it (a package of layer modules keeps such code in its layers' Support folders,
    /// and naming a shared module it lacks would send agents looking for it).
    var layers: [ContextKnowledge.Layer] {
        knowledge.layers.filter { $0.id != Self.sharedLayerID || !project.globs(of: $0.id).isEmpty }
    }

    /// The layers `layer` may depend on that this project has.
    func presentDependencies(of layer: ContextKnowledge.Layer) -> [String] {
        layer.dependsOn.filter { id in layers.contains { $0.id == id } }
    }

    /// Layers the project maps to paths, in the knowledge base's order.
    var configuredLayers: [ContextKnowledge.Layer] {
        layers.filter { !project.globs(of: $0.id).isEmpty }
    }

    /// Examples written in the project's style, or in none.
    func examples(of rule: ContextKnowledge.Rule) -> [ContextKnowledge.Example] {
        rule.examples.filter { $0.style == nil || $0.style == project.style }
    }

    /// Knowledge text with its placeholders and example module replaced by the project's.
    public func tailored(_ text: String) -> String {
        var replaced = text
        // A layer that strata.json's `modules` gives one module of its own (an Xcode framework
        // target) is named by it: `DemoDomain` and `{{module}}Domain` become `Domain`.
        // Without a module name, one is no layer's: the text names the layer (`Domain`) for the folders it has.
        for layer in knowledge.layers {
            let own = project.modules.filter { $0.value == layer.id }.map(\.key)
            guard let name = own.count == 1 ? own.first : project.module.isEmpty ? layer.name : nil else { continue }
            for form in [
                layer.moduleTemplate,
                layer.moduleTemplate.replacingOccurrences(
                    of: "{{module}}", with: knowledge.exampleModule),
            ] {
                let pattern = "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: form) + "(?![A-Za-z0-9_])"
                guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
                replaced = expression.stringByReplacingMatches(
                    in: replaced, range: NSRange(replaced.startIndex..., in: replaced),
                    withTemplate: NSRegularExpression.escapedTemplate(for: name))
            }
        }
        replaced = replaced.replacingOccurrences(of: "{{module}}", with: project.module)
        guard knowledge.exampleModule != project.module, !knowledge.exampleModule.isEmpty else { return replaced }
        let pattern = "\\b" + NSRegularExpression.escapedPattern(for: knowledge.exampleModule) + "(?=[A-Z]|\\b)"
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return replaced }
        let range = NSRange(replaced.startIndex..., in: replaced)
        return expression.stringByReplacingMatches(
            in: replaced, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: project.module))
    }

    // MARK: - Shared sections

    var summary: String {
        let styleName = style.map { "\($0.name) (`\(project.style)`)" } ?? "`\(project.style)`"
        let shape =
            project.module.isEmpty
            ? "`\(project.name)` keeps its layers as folders of one module (no import between them), "
                + "layered as Clean Architecture + MVVM for SwiftUI; where the text names a layer's module, read "
                + "that layer's folders."
            : "`\(project.module)` is a Swift package layered as Clean Architecture + MVVM for SwiftUI."
        return """
            \(shape) \
            State management uses \(styleName). Code must pass `\(project.commands.verify)`; the rules \
            below are the ones it checks; everything else here is guidance.
            """
    }

    /// What checks the code where the `strata` CLI is not installed: the toolchain builds and tests it, and the agent
    /// checks the rules by hand and says verify did not run rather than claiming a clean one. Neither other way runs
    /// alone — the MCP configuration starts the CLI, and SwiftPM's command plugin needs a package dependency on
    /// Strata — so each is named with what it needs. `rules` names where the rules are: a file listing them says
    /// "these rules"; a skill, which lists none, points at AGENTS.md, which every bundle writes.
    func verifyWithoutCLI(checking rules: String = "these rules") -> String {
        "without the CLI: `swift build` and `swift test`, then check \(rules) by hand and say verify did not run "
            + "(MCP runs `\(Self.mcpCommandLine)`; `swift package strata-verify` needs a dependency on Strata)"
    }

    /// How to add a feature where the `strata` CLI is not installed (the MCP server is the CLI too): the existing
    /// feature is the template, copied whole so no layer or test is left out. Every
    /// copied feature has both data sources, its composition taking the remote one when the app has a server: the
    /// line says so, so that it reads neither as a choice between them nor as a fact about the server.
    var scaffoldWithoutCLI: String {
        "without the CLI: copy and rename a feature's files in every layer, tests and mocks included (both "
            + "Remote<Entity>DataSource and InMemory<Entity>DataSource; the composition picks by server)"
    }

    var commandList: String {
        // Scaffolding writes `<module>Domain` and its siblings, so it refuses a project without a module.
        let scaffold =
            project.module.isEmpty
            ? "- Add a feature by hand in each layer's folders: Strata scaffolds into layer modules, which this "
                + "project has none of"
            : "- Scaffold a feature in every layer: `\(project.commands.scaffoldFeature)` (its entity takes the "
                + "feature's name unless `--entity` gives one); \(scaffoldWithoutCLI)"
        var lines = [
            scaffold,
            "- Verify the architecture (run before you finish): `\(project.commands.verify)`; \(verifyWithoutCLI())",
            // Without the CLI the instructions cannot follow a changed strata.json: the agent says so.
            "- After changing strata.json, run `\(project.commands.regenerate)` (without the CLI, say these "
                + "instructions are stale)",
            // The scaffolded code is a starting point; the record only tells `strata remove` which files are
            // untouched. "Generated files" would take in these agent files, which their header says not to edit.
            "- Edit the scaffolded code freely; leave `.strata/generated.json`, Strata's record of it, to Strata",
        ]
        if let migrate = project.commands.migrate, !migrations.isEmpty {
            lines.append(
                "- List the legacy code left to migrate: `\(migrate)` (without the CLI: grep the maps' imports)")
        }
        return lines.joined(separator: "\n")
    }

    var layerTable: String {
        var lines = ["| Layer | Module | Paths | May import layers |", "|---|---|---|---|"]
        for layer in layers {
            let paths = project.globs(of: layer.id).map { "`\($0)`" }.joined(separator: ", ")
            let dependencies = layer.dependsOn.compactMap { id in
                self.layer(id).map { project.module.isEmpty ? $0.name : module(of: $0) }
            }.joined(separator: ", ")
            // Without modules, the paths column already says where each layer is.
            let moduleCell = project.module.isEmpty ? "—" : "`\(module(of: layer))`"
            lines.append(
                "| \(layer.name) | \(moduleCell) | \(paths.isEmpty ? "not mapped" : paths) | "
                    + "\(dependencies.isEmpty ? "none" : dependencies) |")
        }
        // Every project may map shared code: say so where it has none yet, without naming a module.
        if let shared = knowledge.layers.first(where: { $0.id == Self.sharedLayerID }), layer(shared.id) == nil {
            lines.append("| \(shared.name) | — | not mapped | none |")
        }
        lines += customLayerRows
        if !project.tests.isEmpty {
            lines.append("| Tests | test targets | \(project.tests.map { "`\($0)`" }.joined(separator: ", ")) | any |")
        }
        return lines.joined(separator: "\n")
    }

    /// A layer's purpose, contents, prohibitions and imports, one line each.
    func layerDetails(_ layer: ContextKnowledge.Layer) -> String {
        var lines = [tailored(layer.purpose), ""]
        lines.append("- Holds: " + layer.belongs.map(tailored).joined(separator: "; ") + ".")
        lines.append("- Must not: " + layer.mustNot.map(tailored).joined(separator: "; ") + ".")
        if layer.importsClosed {
            lines.append("- Imports only: " + layer.allowedImports.joined(separator: ", ") + ".")
        } else if !layer.forbiddenImports.isEmpty {
            lines.append("- Never imports: " + layer.forbiddenImports.joined(separator: ", ") + ".")
        }
        return lines.joined(separator: "\n")
    }

    /// Which of a rule's examples a file shows.
    public enum ExampleSelection: Sendable {
        /// The shortest ❌ and the shortest ✅ of the project's style: the most focused pair.
        case pair
        /// The shortest ✅ written for `layer`, if any: scoped files show only code that
        /// belongs in the files they apply to.
        case passing(layer: String)
    }

    /// A rule with its summary, fix and the selected examples.
    public func ruleBlock(
        _ rule: ContextKnowledge.Rule, heading: String, examples selection: ExampleSelection = .pair,
        withSummary: Bool = true
    ) -> String {
        let layers = rule.layers.count == knowledge.layers.count ? "all layers" : rule.layers.joined(separator: ", ")
        var lines = [
            "\(heading) `\(rule.id)` — \(rule.name) (\(rule.severity); \(layers))", "",
            (withSummary ? tailored(rule.summary) + " " : "") + "Fix: " + tailored(rule.fixHint),
        ]
        let examples = examples(of: rule)
        func shortest(triggering: Bool, layer: String? = nil) -> ContextKnowledge.Example? {
            examples.filter { $0.triggers == triggering && (layer == nil || $0.layer == layer) }
                .min { $0.code.count < $1.code.count }
        }
        let chosen =
            switch selection {
            case .pair: [shortest(triggering: true), shortest(triggering: false)].compactMap { $0 }
            case .passing(let layer): [shortest(triggering: false, layer: layer)].compactMap { $0 }
            }
        // A rule that looks across files can have a ❌ and a ✅ whose own file is the same: the ✅ then shows, instead
        // of that file, the files beside it that differ from the ❌'s (the test or the import that makes it pass).
        let sameFile = chosen.count == 2 && chosen[0].code == chosen[1].code
        for (index, example) in chosen.enumerated() {
            lines += ["", (example.triggers ? "❌ " : "✅ ") + tailored(example.note)]
            if !sameFile || index == 0 {
                lines += ["", "```swift", tailored(example.code).trimmingCharacters(in: .newlines), "```"]
            }
            let other = chosen.first { $0 != example }?.companions ?? []
            for companion in sameFile && index == 1 ? example.companions.filter({ !other.contains($0) }) : [] {
                // The ✅'s note says which file it is and where it sits.
                lines += ["", "```swift", tailored(companion.code).trimmingCharacters(in: .newlines), "```"]
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The style's summary, guidelines and required and forbidden attributes, then (unless
    /// `essentialsOnly`) the rules every style shares.
    func styleSection(essentialsOnly: Bool = false) -> String {
        guard let style else { return "Style `\(project.style)` is not in the knowledge base." }
        var lines = [tailored(style.summary), ""]
        lines += style.guidelines.map { "- " + tailored($0) }
        if !style.requiredAttributes.isEmpty {
            lines.append(
                "- Required on view models: " + style.requiredAttributes.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !style.forbidden.isEmpty {
            lines.append("- Never use: " + style.forbidden.map { "`\($0)`" }.joined(separator: ", "))
        }
        if !essentialsOnly { lines += knowledge.stateRules.map { "- " + tailored($0.text) } }
        return lines.joined(separator: "\n")
    }

    /// A migration map's plan and its table of replacements.
    func migrationSection(_ migration: ContextKnowledge.Migration) -> String {
        var lines = [tailored(migration.description), ""]
        lines += migration.strategy.enumerated().map { "\($0.offset + 1). " + tailored($0.element) }
        lines += ["", "| \(migration.from) | Write instead |", "|---|---|"]
        lines += migration.entries.map { entry in
            "| `\(Self.cell(entry.avoid))` | \(Self.cell(tailored(entry.instead))) |"
        }
        return lines.joined(separator: "\n")
    }

    /// Text that stays inside one Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }

    func topicSection(_ topic: ContextKnowledge.Topic) -> String {
        var lines = topic.statements.map { "- " + tailored($0.text) }
        lines += topic.prohibitions.map {
            "- Avoid: " + tailored($0.avoid) + ". Instead: " + tailored($0.instead) + "."
        }
        return lines.joined(separator: "\n")
    }
}
