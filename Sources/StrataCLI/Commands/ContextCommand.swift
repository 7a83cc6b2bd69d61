import Foundation
import StrataContext
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// `strata context`: writes the project's rules where each coding agent reads them, or checks
/// that the committed files are still what Strata would write.
struct ContextCommand: StrataCommand {
    static let agents = Option<AgentSelection?>(
        "--agents", placeholder: "list",
        help:
            "Comma-separated agents to write for: agents, claude, copilot, cursor, windsurf, gemini, or all (default: the selection recorded in context.json by the last run, else all; --agents starts a new selection)."
    )
    static let out = Option<String?>(
        "--out", placeholder: "dir", help: "Folder to write into (default: the folder holding strata.json).")
    static let check = Flag(
        "--check", help: "Write nothing; exit 1 with a short diff if the files differ from what would be written.")
    static let dryRun = Flag(
        "--dry-run",
        help:
            "Write nothing; list each file that would be created, updated, merged into (a team's file that keeps its text) or removed."
    )
    static let maxChars = Option<PositiveInteger?>(
        "--max-chars", placeholder: "n",
        help: "Character limit for every file instead of each agent's own (line limits stay).")

    /// `--agents` as `ContextAgent.selection(from:)` reads it: `all`, or names that may bring
    /// AGENTS.md along.
    struct AgentSelection: ArgumentValue {
        let agents: [ContextAgent]

        init(argument: String, option: String) throws(UsageError) {
            do {
                agents = try ContextAgent.selection(from: argument)
            } catch {
                throw .invalidValue(option: option, value: argument, reason: error.description)
            }
        }
    }

    static let description = CommandDescription(
        name: "context",
        abstract: "Write the project's rules for coding agents (AGENTS.md, Claude, Copilot, Cursor, Windsurf, Gemini).",
        discussion: """
            Renders knowledge/ with the package's strata.json (module, style, layer paths): AGENTS.md, \
            CLAUDE.md and GEMINI.md importing it, Copilot instructions, Agent Skills, per-layer rules \
            for Copilot, Cursor, Claude and Windsurf, and context.json. Each file must fit what its \
            agent loads; an oversized file is not written and the error says what to trim.

            A file without Strata's provenance line is the team's and is never replaced: AGENTS.md, \
            CLAUDE.md, GEMINI.md and .github/copilot-instructions.md keep every byte and gain Strata's \
            text between '<!-- strata:begin' and '<!-- strata:end -->' lines; MCP configurations gain \
            Strata's server and keep the rest; any other team file at a path Strata writes stops the run \
            (exit 2) naming it. --dry-run lists what would be created, updated, merged or removed.
            """,
        options: [agents, out, check, dryRun, maxChars] + ResourceOptions.options,
        examples: [
            Example("strata context", "Write every agent's files into the package."),
            Example(
                "strata context --agents claude,cursor",
                "Write AGENTS.md, CLAUDE.md, .claude/rules and .cursor/rules only."),
            Example("strata context --check", "In CI: fail when the committed files are stale or were edited by hand."),
            Example(
                "strata context --dry-run", "List what would be created, updated, merged or removed; write nothing."),
        ]
    )

    /// `--agents` and `--max-chars` as given; without them, the selection recorded in the
    /// bundle's context.json is reused, so `strata context` and `--check` reproduce any run.
    let chosenAgents: [ContextAgent]?
    let outPath: String?
    let checks: Bool
    let isDryRun: Bool
    let chosenMaxCharacters: Int?
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        resources = try ResourceOptions(arguments)
        chosenAgents = try arguments[Self.agents]?.agents
        outPath = try arguments[Self.out]
        checks = arguments[Self.check]
        isDryRun = arguments[Self.dryRun]
        chosenMaxCharacters = try arguments[Self.maxChars]?.value
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory) else {
            throw ContextError.noProject(directory: environment.workingDirectory.path)
        }
        let loaded = try ProjectSetup.load(root: root, resources: resources, in: environment)
        guard let strataJSON = loaded.configurationData else {
            throw ContextError.noProject(directory: environment.workingDirectory.path)
        }
        let knowledge = try ContextKnowledge.load(from: loaded.library)
        let out = outPath.map(environment.url(for:)) ?? root
        var project = try ContextProject.read(
            strataJSON: strataJSON, file: ProjectRoot.configurationFile, knowledge: knowledge, commands: commands)
        if project.module.isEmpty { project.name = root.lastPathComponent }
        // Read through verify's loader, so the bundle names the rules verify runs; the file is an input of
        // the bundle, and `--check` finds it stale when the rules change.
        project.projectRules = try ProjectSetup.contextProjectRules(of: loaded)
        project.describeXcodeTargets(of: loaded)
        project = project.seen(fromAbove: Self.path(of: root, below: out))
        let recorded = chosenAgents == nil || chosenMaxCharacters == nil ? recordedSelection(in: out) : nil
        let agents = chosenAgents ?? recorded?.agents ?? ContextAgent.allCases.sorted()
        let maxCharacters = chosenMaxCharacters ?? (chosenAgents == nil ? recorded?.maxCharacters : nil)
        let bundle = try ContextRenderer(knowledge: knowledge, project: project)
            .bundle(
                agents: agents, maxCharacters: maxCharacters,
                layerFolderExists: out.standardizedFileURL == root.standardizedFileURL
                    ? Self.folderCanHoldAgentsFile(in: root) : nil,
                globFolderExists: Self.folderExists(in: out))
        let writer = ContextWriter(root: out)
        if checks { return report(writer.check(bundle), of: bundle, in: environment) }
        if isDryRun { return try present(writer.plan(bundle), of: bundle, dryRun: true, in: environment) }
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

    /// The project's path from a folder above it (`apps/ios/Shop`); empty when the bundle goes into the project
    /// itself or somewhere that is not above it, where no relative glob could reach the project anyway.
    static func path(of root: URL, below out: URL) -> String {
        PathContainment.relativePath(of: root.path, inside: out.path) ?? ""
    }

    /// Whether a project-relative folder exists and may hold a nested AGENTS.md: not a folder SwiftPM reads as a
    /// target's, where the file would make every build warn.
    static func folderCanHoldAgentsFile(in root: URL) -> (String) -> Bool {
        let exists = folderExists(in: root)
        let targets = SwiftPMTargetFolders.read(root: root)
        return { folder in exists(folder) && !targets.holdFiles(in: folder) }
    }

    /// Whether a project-relative path is a real folder of the project, not a link leading out of it.
    static func folderExists(in root: URL) -> (String) -> Bool {
        { path in
            let url = root.appendingPathComponent(path)
            guard let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey]) else {
                return false
            }
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
            addTemplate: ["adapter": adapter, "adapter-tests": adapter, "legacy-call": adapter],
            migrate: "strata migrate")
    }

    private func write(_ bundle: ContextBundle, with writer: ContextWriter, in environment: CommandEnvironment) throws
        -> ExitCode
    {
        let plan = try writer.plan(bundle)
        // All or nothing, through the scaffolding commands' writer.
        try PlanWriter.apply(
            ScaffoldPlan(
                packageRoot: writer.root.path,
                changes: plan.writes.map { write in
                    PlannedChange(
                        path: write.path, layer: "context", contents: write.contents,
                        previousContents: write.previousContents)
                }),
            faults: environment.writeFaults)
        return present(plan, of: bundle, dryRun: false, in: environment)
    }

    /// One line per file written (or, in a dry run, that would be), then a count.
    private func present(
        _ plan: ContextWriter.Plan, of bundle: ContextBundle, dryRun: Bool, in environment: CommandEnvironment
    ) -> ExitCode {
        let console = environment.console
        let sizes = Dictionary(uniqueKeysWithValues: bundle.files.map { ($0.path, $0) })
        func verb(_ past: String) -> String { dryRun ? "would " + past.dropLast(past.hasSuffix("ed") ? 1 : 0) : past }
        var unchanged = 0
        for change in plan.changes {
            switch change {
            case .created(let path): console.line(verb("created") + " \(path)" + budgetNote(sizes[path]))
            case .updated(let path): console.line(verb("updated") + " \(path)" + budgetNote(sizes[path]))
            case .merged(let path):
                console.line(
                    verb("merged") + " \(path) (the team's file; only Strata's part "
                        + (dryRun ? "would change)" : "changed)"))
            case .removed(let path):
                console.line(console.styled(verb("removed"), .yellow) + " \(path) (no longer generated)")
            case .unchanged: unchanged += 1
            }
        }
        console.line(
            "\(bundle.files.count) files for \(bundle.agents.map(\.rawValue).joined(separator: ", ")); \(unchanged) unchanged"
                + (dryRun ? "; dry run: nothing was written" : ""))
        return .success
    }

    private func budgetNote(_ file: GeneratedFile?) -> String {
        guard let file, let budget = file.budget, let size = file.size else { return "" }
        let loaded = file.loadedWith.isEmpty ? "" : " as loaded, with " + file.loadedWith.joined(separator: ", ")
        return " (\(size) of \(budget.limit) \(budget.measure.rawValue)\(loaded))"
    }

    private func report(_ drifts: [ContextWriter.Drift], of bundle: ContextBundle, in environment: CommandEnvironment)
        -> ExitCode
    {
        let console = environment.console
        guard !drifts.isEmpty else {
            console.line("context is up to date (\(bundle.files.count) files)")
            return .success
        }
        for drift in drifts {
            switch drift {
            case .missing(let path): console.line(console.styled("missing", .red) + " \(path)")
            case .leftover(let path):
                console.line(console.styled("leftover", .red) + " \(path): generated earlier, no longer written")
            case .changed(let path, let diff):
                console.line(console.styled("changed", .red) + " \(path)")
                console.line(diff)
            }
        }
        console.line(
            "\(drifts.count) of \(bundle.files.count) context files differ; run '\(commands.regenerate)' and commit the result"
        )
        return .failure
    }
}

extension ContextProject {
    /// The Xcode project's targets and layers through verify's own reader, so the bundle tells agents
    /// the targets verify judges: each framework of a layer becomes that layer's module where
    /// strata.json's `modules` names none, as verify takes it.
    mutating func describeXcodeTargets(of loaded: StrataProject) {
        let targets = VerifyEngine(knowledge: loaded.knowledge)
            .xcodeTargets(projectRoot: loaded.root.path, configuration: loaded.configuration)
        xcodeTargets = targets.map { XcodeTarget(name: $0.name, kind: $0.kind.rawValue, layer: $0.layer) }
        for target in targets where target.kind == .framework {
            guard let layer = target.layer, modules[target.module] == nil else { continue }
            modules[target.module] = layer
        }
    }
}
