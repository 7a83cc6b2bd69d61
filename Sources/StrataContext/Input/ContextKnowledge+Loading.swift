import Foundation
import StrataCore
import StrataDiagnostics
import StrataKnowledge

extension ContextKnowledge {
    /// Reads the knowledge files and templates in effect (shipped, overlaid by the project's
    /// `.strata/` and any `--knowledge`/`--templates` folders) and selects what the context presents.
    public static func load(from library: ResourceLibrary) throws(KnowledgeErrors) -> ContextKnowledge {
        let base = try KnowledgeBase.load(from: library)
        var templates: [TemplateMetadata] = []
        for id in library.templateIDs {
            templates.append(try TemplatePackage.load(id: id, from: library).metadata)
        }
        return ContextKnowledge(base: base, templates: templates, digest: library.knowledgeDigest)
    }

    /// Selects and flattens what the context shows; the choice of which knowledge sections
    /// become which topics is made here, once.
    public init(base: KnowledgeBase, templates: [TemplateMetadata], digest: String) {
        let versions = Set([
            base.architecture.version, base.stateManagement.version, base.dependencyInjection.version,
            base.testing.version, base.theme.version, base.rules.version, base.naming.version,
        ])
        func statements(_ guidelines: [Guideline]) -> [Statement] {
            guidelines.map { Statement(id: $0.id, text: $0.statement, rationale: $0.rationale) }
        }
        func prohibitions(_ items: [StrataKnowledge.Prohibition]) -> [Prohibition] {
            items.map { Prohibition(avoid: $0.avoid, instead: $0.instead) }
        }
        func examples(_ items: [RuleExample], triggers: Bool) -> [Example] {
            // Boundary examples pin where a rule stops; shown to agents under ✅ they would read as
            // code to copy (a service-locator lookup that another rule reports).
            items.filter { $0.boundary != true }.map { example in
                Example(
                    code: example.marked.text, note: example.note,
                    triggers: triggers,
                    style: example.style?.rawValue, layer: example.layer?.rawValue,
                    companions: (example.companions ?? []).map { companion in
                        Example.Companion(
                            path: companion.path, code: MarkedText(companion.code, markers: .places).text)
                    })
            }
        }
        let templateLayers = Set(LayerID.allCases.map(\.rawValue) + ["tests"])
        self.init(
            version: versions.count == 1 ? versions.first ?? "" : versions.sorted().joined(separator: "+"),
            digest: digest,
            exampleModule: base.architecture.placeholders.first { $0.name == "module" }?.example ?? "",
            layers: base.architecture.layers.map { layer in
                Layer(
                    id: layer.id.rawValue, name: layer.name, purpose: layer.purpose, moduleTemplate: layer.module,
                    belongs: layer.belongs, mustNot: layer.mustNot, dependsOn: layer.dependsOn.map(\.rawValue),
                    allowedImports: layer.imports.allowed, forbiddenImports: layer.imports.forbidden,
                    importsClosed: layer.imports.mode == .closed)
            },
            principles: statements(base.architecture.principles),
            styles: base.stateManagement.styles.map { style in
                Style(
                    id: style.id.rawValue, name: style.name, summary: style.summary, guidelines: style.guidelines,
                    requiredAttributes: style.requiredAttributes,
                    forbidden: style.forbiddenAttributes + style.forbiddenConformances, skeleton: style.skeleton)
            },
            defaultStyle: base.stateManagement.defaultStyle.rawValue,
            stateRules: statements(base.stateManagement.commonRules),
            topics: [
                Topic(
                    id: "dependency-injection", title: "Dependency injection",
                    statements: statements(base.dependencyInjection.principles),
                    prohibitions: prohibitions(base.dependencyInjection.prohibitions), layers: ["composition"]),
                Topic(
                    id: "testing", title: "Testing",
                    statements: statements(base.testing.conventions + base.testing.coverage),
                    prohibitions: prohibitions(base.testing.prohibitions), layers: ["tests"]),
                Topic(
                    id: "theme", title: "Theme",
                    statements: statements(base.theme.state),
                    prohibitions: prohibitions(base.theme.access.prohibitions), layers: ["ui"]),
            ],
            rules: base.rules.rules.map { rule in
                Rule(
                    id: rule.id, name: rule.name, severity: rule.severity.rawValue, layers: rule.layers.map(\.rawValue),
                    summary: rule.summary, fixHint: rule.fixHint,
                    examples: examples(rule.examples.triggering, triggers: true)
                        + examples(rule.examples.nonTriggering, triggers: false))
            },
            templates: templates.filter { templateLayers.contains($0.layer.rawValue) }.map { template in
                Template(
                    id: template.id, description: template.description, layer: template.layer.rawValue,
                    styles: template.styles.map(\.rawValue),
                    variables: template.variables.map {
                        Variable(
                            name: $0.name, description: $0.description, defaultValue: $0.defaultValue,
                            choices: $0.choices)
                    },
                    outputs: template.files.map(\.outputPattern))
            },
            migrations: base.migrationMaps.map { map in
                Migration(
                    id: map.id, source: map.source, from: map.from, to: map.to, description: map.description,
                    strategy: map.strategy,
                    entries: map.entries.map { Prohibition(avoid: $0.legacy, instead: $0.replacement) },
                    styles: base.stateManagement.styles.map(\.id).filter { style in
                        (try? base.migrationMaps(from: map.source, toward: style))?.contains(map) ?? false
                    }.map(\.rawValue))
            })
    }
}
