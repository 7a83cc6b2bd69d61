import StrataContext
import StrataJSON
import StrataScaffold

/// The rule and template tools and the per-template prompts, answered from the same renderer
/// that writes the context files, so an agent asking over MCP reads what AGENTS.md says.
public struct KnowledgeToolProvider: MCPProvider {
    public let renderer: ContextRenderer

    public init(renderer: ContextRenderer) {
        self.renderer = renderer
    }

    private var knowledge: ContextKnowledge { renderer.knowledge }

    public var tools: [MCPTool] {
        let renderer = renderer
        let layerIDs = knowledge.layers.map { JSON.string($0.id) }
        let severities = Array(Set(knowledge.rules.map(\.severity))).sorted().map(JSON.string)
        return [
            MCPTool(
                name: "list_rules", title: "List verifier rules",
                description:
                    "Lists the rules `strata verify` enforces (id, severity, layers, summary), the project's own "
                    + "(.strata/rules.json) after the shipped ones, optionally for one layer or severity.",
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "layer": [
                            "type": "string", "enum": .array(layerIDs),
                            "description": "Only rules that inspect this layer.",
                        ],
                        "severity": [
                            "type": "string", "enum": .array(severities), "description": "Only rules of this severity.",
                        ],
                    ],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true),
                outputSchema: MCPOutputSchemas.listRules
            ) { arguments in
                let shipped = renderer.knowledge.rules.map { rule in
                    (
                        id: rule.id, name: rule.name, severity: rule.severity, layers: rule.layers,
                        summary: renderer.tailored(rule.summary)
                    )
                }
                let project = renderer.project.projectRules.map { rule in
                    (id: rule.id, name: rule.name, severity: rule.severity, layers: rule.layers, summary: rule.summary)
                }
                let rules = (shipped + project).filter { rule in
                    (arguments.string("layer").map { rule.layers.contains($0) } ?? true)
                        && (arguments.string("severity").map { rule.severity == $0 } ?? true)
                }
                return .structured([
                    "schemaVersion": 1,
                    "rules": .array(
                        rules.map { rule in
                            [
                                "id": .string(rule.id), "name": .string(rule.name), "severity": .string(rule.severity),
                                "layers": .array(rule.layers.map(JSON.string)), "summary": .string(rule.summary),
                            ]
                        }),
                ])
            },
            MCPTool(
                name: "explain_rule", title: "Explain a verifier rule",
                description:
                    "Explains one rule: what it checks, how to fix a finding, and code that triggers it and code that passes, in this project's style.",
                inputSchema: [
                    "type": "object",
                    "properties": ["id": ["type": "string", "description": "The rule id, e.g. layer-dependency."]],
                    "required": ["id"],
                    "additionalProperties": false,
                ],
                annotations: .init(readOnly: true),
                outputSchema: MCPOutputSchemas.explainRule
            ) { arguments throws(MCPToolFailure) in
                let id = arguments.string("id") ?? ""
                if let rule = renderer.project.projectRules.first(where: { $0.id == id }) {
                    return .structured(Self.explanation(of: rule))
                }
                guard let rule = renderer.knowledge.rules.first(where: { $0.id == id }) else {
                    let known = (renderer.knowledge.rules.map(\.id) + renderer.project.projectRules.map(\.id))
                        .joined(separator: ", ")
                    throw MCPToolFailure("No rule '\(id)'. Known rules: \(known).")
                }
                guard case .object(var members) = renderer.ruleJSON(rule) else {
                    return MCPToolResult(text: rule.summary)
                }
                members["schemaVersion"] = 1
                return .structured(members)
            },
            MCPTool(
                name: "list_templates", title: "List scaffold templates",
                description:
                    "Lists the templates Strata scaffolds features from (id, layer, inputs, files written), for this project's style.",
                inputSchema: ["type": "object", "properties": [:], "additionalProperties": false],
                annotations: .init(readOnly: true),
                outputSchema: MCPOutputSchemas.listTemplates
            ) { _ in
                .structured([
                    "schemaVersion": 1, "templates": .array(renderer.promptTemplates.map(renderer.templateJSON)),
                ])
            },
        ]
    }

    /// `explain_rule`'s answer for a rule of `.strata/rules.json`: the fields a shipped rule's has, with what
    /// the rule reads and finds (its scope) after its summary.
    private static func explanation(of rule: ContextProject.ProjectRule) -> [String: JSON] {
        [
            "schemaVersion": 1, "id": .string(rule.id), "name": .string(rule.name), "severity": .string(rule.severity),
            "layers": .array(rule.layers.map(JSON.string)), "summary": .string(rule.summary + " " + rule.scope),
            "fixHint": .string(rule.fixHint),
            "examples": .array(
                rule.examples.map { example in
                    ["code": .string(example.code), "note": .string(example.note), "triggers": .bool(example.triggers)]
                }),
        ]
    }

    /// `strata://rules/{id}`: one rule as the context files state it (summary, fix, an example that triggers it and
    /// one that passes), for clients that read resources rather than call tools.
    public var resourceTemplates: [MCPResourceTemplate] {
        let renderer = renderer
        let prefix = "strata://rules/"
        return [
            MCPResourceTemplate(
                uriTemplate: prefix + "{id}", name: "rule", title: "A verifier rule",
                description:
                    "One rule of strata verify as Markdown: what it checks, how to fix a finding, and examples.",
                mimeType: "text/markdown", choices: ["id": renderer.knowledge.rules.map(\.id)]
            ) { uri in
                guard uri.hasPrefix(prefix),
                    let rule = renderer.knowledge.rules.first(where: { $0.id == uri.dropFirst(prefix.count) })
                else { return nil }
                return MCPResource(
                    uri: uri, name: rule.id, title: rule.name, description: renderer.tailored(rule.summary),
                    mimeType: "text/markdown", text: renderer.ruleBlock(rule, heading: "#") + "\n")
            }
        ]
    }

    public var prompts: [MCPPrompt] {
        let renderer = renderer
        return renderer.promptTemplates.map { template in
            MCPPrompt(
                name: template.id, title: "Add \(template.id) code",
                description: renderer.tailored(template.description),
                arguments: template.variables.filter { !["module", "style"].contains($0.name) }.map { variable in
                    MCPPrompt.Argument(
                        // The entity defaults to the feature's name, as `strata feature` gives it without --entity.
                        name: variable.name, description: variable.description,
                        isRequired: variable.defaultValue == nil && variable.name != Scaffolder.entityVariable,
                        choices: variable.choices)
                }
            ) { values in
                renderer.promptText(template, arguments: values)
            }
        }
    }
}
