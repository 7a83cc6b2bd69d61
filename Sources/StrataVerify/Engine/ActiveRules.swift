import StrataDiagnostics
import StrataKnowledge

/// The rules one run applies: each implementation instantiated with its context, its message
/// template parsed, its severity settled from rules.json and strata.json — and then the project's
/// own rules from `.strata/rules.json`, which run and report as the shipped ones do.
struct ActiveRules: Sendable {
    /// A class, not a struct: every file's analysis walks the active rules, and copying six
    /// reference-holding fields per rule per file showed in profiles.
    final class Active: Sendable {
        let id: String
        let severity: Severity
        let rule: any RuleCheck
        let message: Template
        let layers: Set<String>
        /// The rules whose findings this rule's take the place of (rules.json's `supersedes`).
        let supersedes: Set<String>
        /// What reporters and SARIF's rule descriptors say of the rule.
        let reported: ReportedRule
        /// The rule as a per-file check, when it is one: cast once here rather than per file, as
        /// the dynamic cast showed in profiles.
        let fileCheck: (any FileCheck)?

        init(
            id: String, severity: Severity, rule: any RuleCheck, message: Template, layers: Set<String>,
            supersedes: Set<String> = [], reported: ReportedRule
        ) {
            self.id = id
            self.severity = severity
            self.rule = rule
            self.message = message
            self.layers = layers
            self.supersedes = supersedes
            self.reported = reported
            fileCheck = rule as? any FileCheck
        }

        func applies(to layer: String?) -> Bool {
            guard let layer else { return false }
            return layers.contains(layer)
        }

        /// The rule's message with the values the rule found. A message that cannot render (it
        /// names a placeholder the rule did not fill in) is Strata's bug, reported as such rather
        /// than papered over with some other text.
        func render(_ values: [String: String], file: String, line: Int, column: Int) throws(VerifyError) -> String {
            if let text = message.renderPlain(values) { return text }
            do {
                return try message.render(values.mapValues { TemplateValue.string($0) })
            } catch {
                throw .unrenderableMessage(rule: id, file: file, line: line, column: column, reason: error.message)
            }
        }
    }

    var rules: [Active]

    init(
        knowledge: VerifyKnowledge, configuration: ProjectConfiguration?, moduleLayers: ModuleLayers,
        projectRules: [ProjectRuleDefinition] = []
    ) throws(KnowledgeError) {
        let styleID = configuration?.style ?? knowledge.defaultStyle
        guard let style = knowledge.style(styleID) else {
            throw .json(
                .invalidValue("style \"\(styleID)\" is not declared in styles"),
                at: JSONLocation(file: "knowledge/state_management.json", path: "$.defaultStyle", line: 1, column: 1))
        }
        var rules: [Active] = []
        for entry in knowledge.rules {
            let setting = configuration?.ruleSettings[entry.id]
            if setting == .off { continue }
            guard let implementation = RuleRegistry.implementation(for: entry.id) else { continue }
            let context = RuleContext(
                knowledge: knowledge, entry: entry, style: style, styleIsConfigured: configuration?.style != nil,
                forbiddenImports: configuration?.forbiddenImports ?? [:], moduleLayers: moduleLayers,
                names: configuration?.names ?? .defaults, customLayers: configuration?.customLayers ?? [])
            let severity = Self.severity(setting, default: entry.severity)
            rules.append(
                Active(
                    id: entry.id, severity: severity, rule: try implementation.init(context: context),
                    message: try Template(parsing: entry.message, path: "knowledge/rules.json#\(entry.id)"),
                    layers: Set(entry.layers.map(\.rawValue)).union(
                        implementation.checksCustomLayers ? (configuration?.customLayers ?? []).map(\.id) : []),
                    supersedes: Set(entry.supersedes ?? []), reported: Self.reported(entry, severity: severity)))
        }
        // Loading checked each message's placeholders against what its kind fills in. strata.json's
        // `rules` sets a project rule's severity as it sets a shipped one's.
        for rule in projectRules {
            let setting = configuration?.ruleSettings[rule.id]
            if setting == .off { continue }
            let severity = Self.severity(setting, default: rule.severity)
            rules.append(
                Active(
                    id: rule.id, severity: severity, rule: rule.check,
                    message: try Template(parsing: rule.message, path: "\(ProjectRules.path)#\(rule.id)"),
                    layers: Set(rule.layers), reported: rule.reported(severity: severity)))
        }
        self.rules = rules
    }

    /// The severity strata.json sets, or the rule's own when it sets none.
    private static func severity(_ setting: ProjectConfiguration.RuleSetting?, default: Severity) -> Severity {
        switch setting {
        case .error: .error
        case .warning: .warning
        case .off, nil: `default`
        }
    }

    var reported: [ReportedRule] { rules.map(\.reported) }

    private static func reported(_ entry: RuleDefinition, severity: Severity) -> ReportedRule {
        ReportedRule(
            id: entry.id, name: entry.name, summary: entry.summary, rationale: entry.rationale,
            fixHint: entry.fixHint, severity: Diagnostic.Severity(severity), layers: entry.layers.map(\.rawValue),
            precision: entry.precision?.rawValue, examples: examples(of: entry),
            // A link a code-scanning alert can open; the help's Markdown names `strata rules
            // explain <id>` for the terminal, and the MCP server serves the page as strata://rules/<id>.
            helpURI: RuleCatalog.documentationURL(ofRule: entry.id))
    }

    private static func examples(of entry: RuleDefinition) -> [DiagnosticReport.Example] {
        let triggering = entry.examples.triggering.map {
            DiagnosticReport.Example(
                code: $0.marked.text, note: $0.note, triggers: true)
        }
        return triggering
            + entry.examples.nonTriggering.map {
                DiagnosticReport.Example(code: $0.code, note: $0.note, triggers: false)
            }
    }
}
