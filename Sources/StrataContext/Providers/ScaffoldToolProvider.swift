import Foundation
import StrataDiagnostics
import StrataKnowledge
import StrataScaffold

/// `scaffold_feature`: the scaffolder behind `strata feature`, for an agent. It only plans
/// unless the call says `write: true`, and it refuses any plan that would touch a path outside
/// the project folder, whatever a template or an argument says. A write plans and writes under
/// the project's lock, like the command line, so an agent and a person never interleave.
public struct ScaffoldToolProvider: MCPProvider {
    public let library: ResourceLibrary
    /// The package folder (holding strata.json) and its settings; nil outside a package.
    public let project: (root: URL, module: String, style: String)?

    public init(library: ResourceLibrary, project: (root: URL, module: String, style: String)?) {
        self.library = library
        self.project = project
    }

    public var tools: [MCPTool] {
        let library = library
        let project = project
        return [
            MCPTool(
                name: "scaffold_feature", title: "Scaffold a feature",
                description: """
                    Plans a feature slice in every layer (entity, repository, use cases, view model, screen, \
                    wiring, tests), as `strata feature` does. Dry run unless `write` is true; returns every \
                    file it would create or change, with its content on a dry run.
                    """,
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "name": ["type": "string", "description": "Feature and entity name in UpperCamelCase, e.g. Profile."],
                        "fields": ["type": "string", "description": "Entity fields as name:Type pairs, e.g. id:UUID,name:String; must include id."],
                        "operations": ["type": "string", "description": "Use cases, from load, save, delete (default all three; load is required)."],
                        "write": ["type": "boolean", "description": "Write the files (default false: plan only)."],
                        "force": ["type": "boolean", "description": "Overwrite files that exist with other content."],
                    ],
                    "required": ["name"],
                    "additionalProperties": false,
                ],
                // `force` overwrites files that hold other content: a client must be able to tell.
                annotations: .init(readOnly: false, destructive: true, idempotent: true),
                outputSchema: MCPOutputSchemas.scaffoldFeature
            ) { arguments throws(MCPToolFailure) in
                guard let project else {
                    throw MCPToolFailure("No strata.json here or in a parent folder: start strata mcp inside a Strata package (or pass --project).")
                }
                return try Self.scaffold(arguments, library: library, project: project)
            }
        ]
    }

    private static func scaffold(
        _ arguments: MCPToolArguments, library: ResourceLibrary, project: (root: URL, module: String, style: String)
    ) throws(MCPToolFailure) -> MCPToolResult {
        let write = arguments.bool("write", default: false)
        guard let style = TemplateStyle(rawValue: project.style) else {
            throw MCPToolFailure("strata.json's style '\(project.style)' has no templates.")
        }
        // What the writer had to say: a repaired interrupted run, leftovers it could not clean.
        var writerNotes: [String] = []
        let plan = {
            let outcome = try Scaffolder(library: library).feature(
                named: arguments.string("name") ?? "", fields: arguments.string("fields"),
                operations: arguments.string("operations"), module: project.module, style: style,
                packageRoot: project.root, force: arguments.bool("force", default: false))
            if let outside = outcome.plan.effectiveChanges.first(where: { !ProjectPaths.isInside($0.path, root: project.root) }) {
                throw MCPToolFailure("Refused: the plan would touch \(outside.path), outside the project folder.")
            }
            if write, !outcome.plan.isNoOp { writerNotes += try PlanWriter.apply(outcome.plan) }
            return outcome
        }
        let outcome: Scaffolder.Outcome
        do {
            outcome = write
                ? try ExclusiveWrite.run(in: project.root, report: { writerNotes.append($0) }, plan) : try plan()
        } catch let failure as MCPToolFailure {
            throw failure
        } catch {
            throw MCPToolFailure(String(describing: error))
        }
        let changes = outcome.plan.effectiveChanges
        return .structured([
            "schemaVersion": 1,
            "dryRun": .bool(!write),
            "changes": .array(changes.map { change in
                var entry: [String: JSON] = [
                    "action": .string(change.action.rawValue), "path": .string(change.path), "layer": .string(change.layer),
                ]
                if !write, let contents = change.contents { entry["contents"] = .string(contents) }
                return .object(entry)
            }),
            "notes": .array((writerNotes + outcome.notes).map(JSON.string)),
        ])
    }
}
