import Foundation
import StrataContext
import StrataKnowledge
import StrataScaffold

/// `strata context`: writes the project's rules where each coding agent reads them, or checks
/// that the committed files are still what Strata would write.
struct ContextCommand: StrataCommand {
    static let description = CommandDescription(
        name: "context",
        abstract: "Write the project's rules for coding agents (AGENTS.md, Claude, Copilot, Cursor, Windsurf, Gemini).",
        discussion: """
            Renders knowledge/ with the package's strata.json (module, style, layer paths): AGENTS.md, \
            CLAUDE.md and GEMINI.md importing it, Copilot instructions, Agent Skills, per-layer rules \
            for Copilot, Cursor, Claude and Windsurf, and context.json. Each file must fit what its \
            agent loads; an oversized file is not written and the error says what to trim.
            """,
        options: [
            .value(
                "--agents", placeholder: "list",
                help: "Comma-separated agents to write for: agents, claude, copilot, cursor, windsurf, gemini, or all (default: the selection recorded in context.json by the last run, else all; --agents starts a new selection)."),
            .value("--out", placeholder: "dir", help: "Folder to write into (default: the folder holding strata.json)."),
            .flag("--check", help: "Write nothing; exit 1 with a short diff if the files differ from what would be written."),
            .value(
                "--max-chars", placeholder: "n",
                help: "Character limit for every file instead of each agent's own (line limits stay)."),
        ] + ResourceOptions.options,
        examples: [
            Example("strata context", "Write every agent's files into the package."),
            Example("strata context --agents claude,cursor", "Write AGENTS.md, CLAUDE.md, .claude/rules and .cursor/rules only."),
            Example("strata context --check", "In CI: fail when the committed files are stale or were edited by hand."),
        ]
    )

    /// `--agents` and `--max-chars` as given; without them, the selection recorded in the
    /// bundle's context.json is reused, so `strata context` and `--check` reproduce any run.
    let chosenAgents: [ContextAgent]?
    let outPath: String?
    let checks: Bool
    let chosenMaxCharacters: Int?
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        resources = ResourceOptions(arguments)
        if let agentsOption = arguments.value("--agents") {
            do {
                chosenAgents = try ContextAgent.selection(from: agentsOption)
            } catch {
                throw UsageError.invalidValue(option: "--agents", value: agentsOption, reason: error.description)
            }
        } else {
            chosenAgents = nil
        }
        outPath = arguments.value("--out")
        checks = arguments.flag("--check")
        if let text = arguments.value("--max-chars") {
            guard let limit = Int(text), limit > 0 else {
                throw UsageError.invalidValue(option: "--max-chars", value: text, reason: "use a positive whole number")
            }
            chosenMaxCharacters = limit
        } else {
            chosenMaxCharacters = nil
        }
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory),
            let strataJSON = try? String(
                contentsOf: root.appendingPathComponent(ProjectRoot.configurationFile), encoding: .utf8)
        else { throw ContextError.noProject(directory: environment.workingDirectory.path) }
        let knowledge = try ContextKnowledge.load(from: resources.library(in: environment))
        let project = try ContextProject.read(
            strataJSON: strataJSON, file: ProjectRoot.configurationFile, knowledge: knowledge, commands: commands)
        let out = outPath.map(environment.url(for:)) ?? root
        let recorded = chosenAgents == nil || chosenMaxCharacters == nil ? recordedSelection(in: out) : nil
        let agents = chosenAgents ?? recorded?.agents ?? ContextAgent.allCases.sorted()
        let maxCharacters = chosenMaxCharacters ?? (chosenAgents == nil ? recorded?.maxCharacters : nil)
        let bundle = try ContextRenderer(knowledge: knowledge, project: project)
            .bundle(
                agents: agents, maxCharacters: maxCharacters,
                layerFolderExists: out.standardizedFileURL == root.standardizedFileURL ? Self.folderExists(in: root) : nil)
        let writer = ContextWriter(root: out)
        if checks { return report(writer.check(bundle), of: bundle, in: environment) }
        // The project's lock even with --out elsewhere: the bundle is this project's, and two
        // runs writing it at once would interleave.
        return try environment.exclusively(in: root) { try write(bundle, with: writer, in: environment) }
    }

    /// The command lines the files show. No option of this run: the selection is recorded in
    /// context.json, and a file naming an invocation would differ between equivalent runs.
    private var commands: ContextProject.Commands { Self.commands(regenerate: "strata context") }

    /// The selection an earlier run recorded in the output folder's context.json; nil when there
    /// is none or it cannot be read (then the defaults apply, and `--check` reports the drift).
    private func recordedSelection(in folder: URL) -> ContextRenderer.Selection? {
        let file = folder.appendingPathComponent(ContextRenderer.contextJSONPath)
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        return ContextRenderer.recordedSelection(inContextJSON: text)
    }

    /// Whether a project-relative path is a real folder of the project, not a link leading out of it.
    static func folderExists(in root: URL) -> (String) -> Bool {
        { path in
            let url = root.appendingPathComponent(path)
            guard let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else { return false }
            return values.isDirectory == true && values.isSymbolicLink != true
        }
    }

    /// Command lines as this `strata` spells them: the feature command's first help example
    /// when that command is registered.
    static func commands(regenerate: String) -> ContextProject.Commands {
        let feature = RootCommand.description.subcommands.first { $0.description.name == "feature" }?
            .description.examples.first?.command
        let adapter = "strata add adapter <Name> --feature <Feature> --legacy <rxswift|combine|callback>"
        return ContextProject.Commands(
            scaffoldFeature: feature ?? "strata feature <Name>", verify: "strata verify", regenerate: regenerate,
            addTemplate: ["adapter": adapter, "adapter-tests": adapter, "legacy-call": adapter], migrate: "strata migrate")
    }

    private func write(_ bundle: ContextBundle, with writer: ContextWriter, in environment: CommandEnvironment) throws -> ExitCode {
        let console = environment.console
        let sizes = Dictionary(uniqueKeysWithValues: bundle.files.map { ($0.path, $0) })
        var unchanged = 0
        let plan = try writer.plan(bundle)
        // All or nothing, through the scaffolding commands' writer.
        try PlanWriter.apply(
            ScaffoldPlan(packageRoot: writer.root.path, changes: plan.writes.map { write in
                PlannedChange(
                    path: write.path, layer: "context", contents: write.contents, previousContents: write.previousContents)
            }),
            faults: environment.writeFaults)
        for change in plan.changes {
            switch change {
            case .created(let path): console.line("created \(path)" + budgetNote(sizes[path]))
            case .updated(let path): console.line("updated \(path)" + budgetNote(sizes[path]))
            case .removed(let path): console.line(console.styled("removed", .yellow) + " \(path) (no longer generated)")
            case .unchanged: unchanged += 1
            }
        }
        console.line("\(bundle.files.count) files for \(bundle.agents.map(\.rawValue).joined(separator: ", ")); \(unchanged) unchanged")
        return .success
    }

    private func budgetNote(_ file: GeneratedFile?) -> String {
        guard let file, let budget = file.budget, let size = file.size else { return "" }
        let loaded = file.loadedWith.isEmpty ? "" : " as loaded, with " + file.loadedWith.joined(separator: ", ")
        return " (\(size) of \(budget.limit) \(budget.measure.rawValue)\(loaded))"
    }

    private func report(_ drifts: [ContextWriter.Drift], of bundle: ContextBundle, in environment: CommandEnvironment) -> ExitCode {
        let console = environment.console
        guard !drifts.isEmpty else {
            console.line("context is up to date (\(bundle.files.count) files)")
            return .success
        }
        for drift in drifts {
            switch drift {
            case .missing(let path): console.line(console.styled("missing", .red) + " \(path)")
            case .leftover(let path): console.line(console.styled("leftover", .red) + " \(path): generated earlier, no longer written")
            case .changed(let path, let diff):
                console.line(console.styled("changed", .red) + " \(path)")
                console.line(diff)
            }
        }
        console.line("\(drifts.count) of \(bundle.files.count) context files differ; run '\(commands.regenerate)' and commit the result")
        return .failure
    }
}
