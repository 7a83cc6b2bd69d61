import StrataJSON
import StrataKnowledge

/// `context.json`: the same content as the Markdown files, for programs (and agents that
/// prefer data), with every example of the project's style rather than one of each kind.
extension ContextRenderer {
    func contextJSON(files: [GeneratedFile], selection: Selection) -> JSON {
        guard case .object(var members) = coreJSON(files: files, selection: selection) else { return .null }
        // Only for projects that declare them, so every other project's context.json stays as it was.
        if !project.customLayers.isEmpty, case .object(var described) = members["project"] {
            described["customLayers"] = .array(project.customLayers.map(customLayerJSON))
            members["project"] = .object(described)
        }
        if !project.xcodeTargets.isEmpty, case .object(var described) = members["project"] {
            described["xcodeTargets"] = .array(
                project.xcodeTargets.map { target in
                    [
                        "name": .string(target.name), "kind": .string(target.kind),
                        "layer": target.layer.map(JSON.string) ?? .null,
                    ]
                })
            members["project"] = .object(described)
        }
        if !project.projectRules.isEmpty {
            members["projectRules"] = .array(
                project.projectRules.map { rule in
                    [
                        "id": .string(rule.id), "severity": .string(rule.severity),
                        "layers": .array(rule.layers.map(JSON.string)), "summary": .string(rule.summary),
                        "scope": .string(rule.scope),
                    ]
                })
        }
        return .object(members)
    }

    private func customLayerJSON(_ layer: CustomLayer) -> JSON {
        var members: [String: JSON] = [
            "id": .string(layer.id), "globs": .array(layer.globs.map(JSON.string)),
            "dependsOn": .array(layer.dependsOn.map(JSON.string)),
            "forbiddenImports": .array(layer.forbiddenImports.map(JSON.string)),
        ]
        if let allowed = layer.allowedImports { members["allowedImports"] = .array(allowed.map(JSON.string)) }
        return .object(members)
    }

    private func coreJSON(files: [GeneratedFile], selection: Selection) -> JSON {
        [
            // "$comment" sorts first, so the provenance is the first member of the file.
            "$comment": .string(provenance),
            "schemaVersion": 1,
            "selection": selection.json,
            "generator": [
                "tool": "strata", "knowledgeVersion": .string(knowledge.version),
                "knowledgeDigest": .string(knowledge.digest),
            ],
            "project": [
                "module": .string(project.module),
                "style": .string(project.style),
                "tests": .array(project.tests.map(JSON.string)),
                "migratingFrom": .array(project.migratingFrom.map(JSON.string)),
                "layers": .array(layers.map(layerJSON)),
            ],
            "commands": [
                "scaffoldFeature": .string(project.commands.scaffoldFeature),
                "verify": .string(project.commands.verify),
                "regenerate": .string(project.commands.regenerate),
            ],
            "principles": .array(knowledge.principles.map(statementJSON)),
            "stateManagement": [
                "style": style.map(styleJSON) ?? .null,
                "rules": .array(knowledge.stateRules.map(statementJSON)),
            ],
            "topics": .array(
                knowledge.topics.map { topic in
                    [
                        "id": .string(topic.id), "title": .string(topic.title),
                        "statements": .array(topic.statements.map(statementJSON)),
                        "prohibitions": .array(
                            topic.prohibitions.map { prohibition in
                                [
                                    "avoid": .string(tailored(prohibition.avoid)),
                                    "instead": .string(tailored(prohibition.instead)),
                                ]
                            }),
                    ]
                }),
            "rules": .array(knowledge.rules.map(ruleJSON)),
            "templates": .array(promptTemplates.map(templateJSON)),
            "migrations": .array(migrations.map(migrationJSON)),
            "files": .array(
                files.map { file in
                    var entry: [String: JSON] = [
                        "path": .string(file.path), "agent": file.agent.map { .string($0.rawValue) } ?? .null,
                    ]
                    if let budget = file.budget, let size = file.size {
                        // What the agent loads, imports included: the figure the limit applies to.
                        entry["size"] = .integer(size)
                        entry["limit"] = .integer(budget.limit)
                        entry["measure"] = .string(budget.measure.rawValue)
                    }
                    if !file.loadedWith.isEmpty {
                        entry["loadedWith"] = .array(file.loadedWith.map(JSON.string))
                    }
                    return .object(entry)
                }),
        ]
    }

    private func layerJSON(_ layer: ContextKnowledge.Layer) -> JSON {
        [
            "id": .string(layer.id), "name": .string(layer.name), "module": .string(module(of: layer)),
            "globs": .array(project.globs(of: layer.id).map(JSON.string)),
            "purpose": .string(tailored(layer.purpose)),
            "dependsOn": .array(presentDependencies(of: layer).map(JSON.string)),
            "belongs": .array(layer.belongs.map { .string(tailored($0)) }),
            "mustNot": .array(layer.mustNot.map { .string(tailored($0)) }),
            "imports": [
                "closed": .bool(layer.importsClosed),
                "allowed": .array(layer.allowedImports.map(JSON.string)),
                "forbidden": .array(layer.forbiddenImports.map(JSON.string)),
            ],
        ]
    }

    private func statementJSON(_ statement: ContextKnowledge.Statement) -> JSON {
        var members: [String: JSON] = ["id": .string(statement.id), "text": .string(tailored(statement.text))]
        if let rationale = statement.rationale { members["rationale"] = .string(tailored(rationale)) }
        return .object(members)
    }

    private func styleJSON(_ style: ContextKnowledge.Style) -> JSON {
        [
            "id": .string(style.id), "name": .string(style.name), "summary": .string(tailored(style.summary)),
            "guidelines": .array(style.guidelines.map { .string(tailored($0)) }),
            "requiredAttributes": .array(style.requiredAttributes.map(JSON.string)),
            "forbidden": .array(style.forbidden.map(JSON.string)),
            "skeleton": .string(tailored(style.skeleton)),
        ]
    }

    public func ruleJSON(_ rule: ContextKnowledge.Rule) -> JSON {
        [
            "id": .string(rule.id), "name": .string(rule.name), "severity": .string(rule.severity),
            "layers": .array(rule.layers.map(JSON.string)), "summary": .string(tailored(rule.summary)),
            "fixHint": .string(tailored(rule.fixHint)),
            "examples": .array(
                examples(of: rule).map { example in
                    var members: [String: JSON] = [
                        "code": .string(tailored(example.code)), "note": .string(tailored(example.note)),
                        "triggers": .bool(example.triggers),
                    ]
                    if let style = example.style { members["style"] = .string(style) }
                    return .object(members)
                }),
        ]
    }

    private func migrationJSON(_ migration: ContextKnowledge.Migration) -> JSON {
        [
            "id": .string(migration.id), "source": .string(migration.source), "from": .string(migration.from),
            "to": .string(migration.to), "description": .string(tailored(migration.description)),
            "strategy": .array(migration.strategy.map { .string(tailored($0)) }),
            "entries": .array(
                migration.entries.map { entry in
                    ["legacy": .string(entry.avoid), "replacement": .string(tailored(entry.instead))]
                }),
        ]
    }

    public func templateJSON(_ template: ContextKnowledge.Template) -> JSON {
        var members: [String: JSON] = [
            "id": .string(template.id), "description": .string(tailored(template.description)),
            "layer": .string(template.layer),
            "variables": .array(
                template.variables.map { variable in
                    var entry: [String: JSON] = [
                        "name": .string(variable.name), "description": .string(variable.description),
                    ]
                    if let value = variable.defaultValue { entry["default"] = .string(value) }
                    return .object(entry)
                }),
            "outputs": .array(template.outputs.map(JSON.string)),
        ]
        if let command = project.commands.addTemplate[template.id] { members["command"] = .string(command) }
        return .object(members)
    }
}
