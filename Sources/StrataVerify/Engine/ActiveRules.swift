import StrataDiagnostics
import StrataKnowledge

/// The rules one run applies: each implementation instantiated with its context, its message
/// template parsed, its severity settled from rules.json and strata.json.
struct ActiveRules: Sendable {
    struct Active: Sendable {
        var entry: RuleDefinition
        var severity: Severity
        var rule: any Rule
        var message: Template
        var layers: Set<String>

        func applies(to layer: String?) -> Bool {
            guard let layer else { return false }
            return layers.contains(layer)
        }

        /// The rule's message with the values the rule found. A message that cannot render (it
        /// names a placeholder the rule did not fill in) is Strata's bug, reported as such rather
        /// than papered over with some other text.
        func render(_ values: [String: String], file: String, line: Int, column: Int) throws(VerifyError) -> String {
            do {
                return try message.render(values.mapValues { TemplateValue.string($0) })
            } catch {
                throw .unrenderableMessage(rule: entry.id, file: file, line: line, column: column, reason: error.message)
            }
        }
    }

    var rules: [Active]
    /// The catalog's finding marker, which examples shown to people leave out.
    private var exampleMarker = "↓"

    init(
        knowledge: VerifyKnowledge, configuration: VerifyConfiguration?, targetLayers: [String: String]?
    ) throws(KnowledgeError) {
        let styleID = configuration?.style ?? knowledge.defaultStyle
        guard let style = knowledge.style(styleID) else {
            throw .invalidValue(
                file: "knowledge/state_management.json", path: "$.defaultStyle", line: 1, column: 1,
                reason: "style \"\(styleID)\" is not declared in styles")
        }
        var rules: [Active] = []
        exampleMarker = knowledge.base.rules.exampleConventions.marker
        for entry in knowledge.rules {
            let setting = configuration?.ruleSettings[entry.id]
            if setting == .off { continue }
            guard let implementation = RuleRegistry.implementation(for: entry.id) else { continue }
            let context = RuleContext(
                knowledge: knowledge, entry: entry, style: style, styleIsConfigured: configuration?.style != nil,
                forbiddenImports: configuration?.forbiddenImports ?? [:], targetLayers: targetLayers,
                names: configuration?.names ?? .defaults, customLayers: configuration?.customLayers ?? [])
            let severity: Severity = switch setting {
            case .error: .error
            case .warning: .warning
            case .off, nil: entry.severity
            }
            rules.append(Active(
                entry: entry, severity: severity, rule: try implementation.init(context: context),
                message: try Template(parsing: entry.message, path: "knowledge/rules.json#\(entry.id)"),
                layers: Set(entry.layers.map(\.rawValue)).union(Self.customLayerIDs(checkedBy: entry.id, configuration))))
        }
        self.rules = rules
    }

    /// layer-dependency holds custom layers to their declared graph; the other shipped rules are
    /// about the knowledge base's layers and their roles, which a custom layer has none of.
    private static func customLayerIDs(checkedBy ruleID: String, _ configuration: VerifyConfiguration?) -> [String] {
        ruleID == LayerDependency.id ? (configuration?.customLayers ?? []).map(\.id) : []
    }

    var reported: [ReportedRule] {
        rules.map {
            ReportedRule(
                id: $0.entry.id, name: $0.entry.name, summary: $0.entry.summary, rationale: $0.entry.rationale,
                fixHint: $0.entry.fixHint, severity: $0.severity, layers: $0.entry.layers.map(\.rawValue),
                precision: $0.entry.precision?.rawValue, examples: examples(of: $0.entry),
                // A stable name for the rule's page: the MCP server serves it under this URI, and
                // the help's Markdown names `strata rules explain <id>` for the terminal.
                helpURI: "strata://rules/" + $0.entry.id)
        }
    }

    private func examples(of entry: RuleDefinition) -> [DiagnosticReport.Example] {
        let triggering = entry.examples.triggering.map {
            DiagnosticReport.Example(
                code: $0.code.replacingOccurrences(of: exampleMarker, with: ""), note: $0.note, triggers: true)
        }
        return triggering + entry.examples.nonTriggering.map {
            DiagnosticReport.Example(code: $0.code, note: $0.note, triggers: false)
        }
    }
}
