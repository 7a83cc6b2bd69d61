import Foundation
import StrataContext
import StrataJSON
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
    /// Why the package's strata.json cannot be used (located, one line per problem); the tool answers with
    /// it instead of planning.
    public let problem: String?
    /// Dry runs' contents, read through the links their results carry.
    public let plans: PlanStore

    public init(
        library: ResourceLibrary, project: (root: URL, module: String, style: String)?, problem: String? = nil,
        plans: PlanStore = PlanStore()
    ) {
        self.library = library
        self.project = project
        self.problem = problem
        self.plans = plans
    }

    public var resourceTemplates: [MCPResourceTemplate] {
        let plans = plans
        return [
            MCPResourceTemplate(
                uriTemplate: PlanStore.scheme + "{plan}/{path}", name: "planned-file", title: "A planned file",
                description: "What a scaffold_feature dry run would write to one file; the links come with its result.",
                mimeType: "text/x-swift", read: { plans.read($0) }),
            MCPResourceTemplate(
                uriTemplate: PlanStore.scheme + "{plan}.diff", name: "planned-diff", title: "A plan's diff",
                description: "Every change of a scaffold_feature dry run as one unified diff.",
                mimeType: "text/x-diff", read: { plans.read($0) }),
        ]
    }

    public var tools: [MCPTool] {
        let library = library
        let project = project
        let problem = problem
        let plans = plans
        return [
            MCPTool(
                name: "scaffold_feature", title: "Scaffold a feature",
                description: """
                    Plans a feature slice in every layer (entity, repository, use cases, view model, screen, \
                    wiring, tests), as `strata feature` does. Dry run unless `write` is true; returns every \
                    file it would create or change, and on a dry run a link to each file's planned content \
                    and to the whole diff, to read only what you need.
                    """,
                inputSchema: [
                    "type": "object",
                    "properties": [
                        "name": [
                            "type": "string",
                            "description":
                                "Feature name in UpperCamelCase, e.g. Orders; it names the folders, view model, screens and composition.",
                        ],
                        "entity": [
                            "type": "string",
                            "description": "The entity's type name, e.g. Order; the feature name when not given.",
                        ],
                        "shape": [
                            "type": "string", "enum": .array(FeatureShape.allCases.map { .string($0.rawValue) }),
                            "description":
                                "How the screens present the entity: list (default), detail, form, or single (one settings-like value).",
                        ],
                        "fields": [
                            "type": "string",
                            "description":
                                "Entity fields as name:Type pairs, e.g. id:UUID,name:String; must include id.",
                        ],
                        "operations": [
                            "type": "string",
                            "description":
                                "Use cases, from load, save, delete, observe (default load,save,delete; load is required).",
                        ],
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
                if let problem { throw MCPToolFailure(problem) }
                guard let project else {
                    throw MCPToolFailure(
                        "No strata.json here or in a parent folder: start strata mcp inside a Strata package (or pass --project)."
                    )
                }
                return try Self.scaffold(arguments, library: library, project: project, plans: plans)
            }
        ]
    }

    private static func scaffold(
        _ arguments: MCPToolArguments, library: ResourceLibrary, project: (root: URL, module: String, style: String),
        plans: PlanStore
    ) throws(MCPToolFailure) -> MCPToolResult {
        let write = arguments.bool("write", default: false)
        guard let style = ViewModelStyleID(rawValue: project.style) else {
            throw MCPToolFailure("strata.json's style '\(project.style)' has no templates.")
        }
        // What the writer had to say: a repaired interrupted run, leftovers it could not clean.
        var writerNotes: [String] = []
        let plan = {
            let request = try FeatureRequest(
                name: arguments.string("name") ?? "", entity: arguments.string("entity"),
                shape: arguments.string("shape"), fields: arguments.string("fields"),
                operations: arguments.string("operations"))
            let outcome = try Scaffolder(library: library).feature(
                request, module: project.module, style: style, packageRoot: project.root,
                force: arguments.bool("force", default: false))
            if let outside = outcome.plan.effectiveChanges.first(where: {
                !ProjectPaths.isInside($0.path, root: project.root)
            }) {
                throw MCPToolFailure("Refused: the plan would touch \(outside.path), outside the project folder.")
            }
            if write, !outcome.plan.isNoOp { writerNotes += try PlanWriter.apply(outcome.plan) }
            return outcome
        }
        let outcome: Scaffolder.Outcome
        do {
            outcome =
                write
                ? try ExclusiveWrite.run(in: project.root, report: { writerNotes.append($0) }, plan) : try plan()
        } catch let failure as MCPToolFailure {
            throw failure
        } catch {
            throw MCPToolFailure(String(describing: error))
        }
        let changes = outcome.plan.effectiveChanges
        let notes = writerNotes + outcome.notes
        return write ? written(changes, notes: notes) : planned(changes, notes: notes, plans: plans)
    }

    private static func entry(_ change: PlannedChange) -> [String: JSON] {
        ["action": .string(change.action.rawValue), "path": .string(change.path), "layer": .string(change.layer)]
    }

    private static func written(_ changes: [PlannedChange], notes: [String]) -> MCPToolResult {
        .structured([
            "schemaVersion": 2, "dryRun": false, "changes": .array(changes.map { .object(entry($0)) }),
            "notes": .array(notes.map(JSON.string)),
        ])
    }

    /// A summary, not the contents: a feature is tens of files and, with many fields, more than a
    /// client keeps of one result (Claude Code's default limit is 25,000 tokens). Each file and
    /// the diff are a link into `plans`.
    private static func planned(_ changes: [PlannedChange], notes: [String], plans: PlanStore) -> MCPToolResult {
        let id = plans.keep(changes)
        var links: [MCPToolResult.ResourceLink] = []
        let entries = changes.map { change -> JSON in
            var entry = entry(change)
            if let contents = change.contents {
                let uri = PlanStore.fileURI(plan: id, path: change.path)
                entry["uri"] = .string(uri)
                entry["lines"] = .integer(
                    contents.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
                        + (contents.isEmpty || contents.hasSuffix("\n") ? 0 : 1))
                links.append(
                    .init(
                        uri: uri, name: change.path, description: "\(change.action.rawValue) \(change.path)",
                        mimeType: change.path.hasSuffix(".swift") ? "text/x-swift" : "text/plain"))
            }
            return .object(entry)
        }
        let diffURI = PlanStore.diffURI(plan: id)
        links.append(
            .init(
                uri: diffURI, name: "plan-\(id).diff", description: "Every change as one unified diff",
                mimeType: "text/x-diff"))
        let counts = Dictionary(grouping: changes, by: \.action).map { "\($0.value.count) to \($0.key.rawValue)" }
            .sorted()
        let summary =
            changes.isEmpty
            ? "Dry run: nothing to change; the feature is already as planned."
            : "Dry run: \(changes.count) files (\(counts.joined(separator: ", "))), nothing written. Read a file's planned "
                + "content through its link, or every change at \(diffURI); call again with write: true to write them."
        let structured: [String: JSON] = [
            "schemaVersion": 2, "dryRun": true, "plan": ["id": .string(id), "diff": .string(diffURI)],
            "changes": .array(entries), "notes": .array(notes.map(JSON.string)),
        ]
        var result = MCPToolResult(text: ([summary] + notes).joined(separator: "\n"), structured: structured)
        result.links = links
        return result
    }
}
