import Foundation
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// `strata init --adopt [PATH]`: writes the strata.json inference would use for an existing
/// project, so a team reviews and commits its layer mapping instead of trusting guesses.
struct InitCommand: StrataCommand {
    static let adopt = Flag("--adopt", help: "Infer layers and style from the existing code.")

    static let description = CommandDescription(
        name: "init",
        abstract: "Write a strata.json for an existing project (with --adopt).",
        discussion: """
            With --adopt, infers each file's layer from targets and folders, refined by what its types
            are through the project's own type graph (a view controller behind a generic base class is
            ui, a subclass of the app's base view model presentation, a DI container composition,
            wherever they sit); Common/, Utilities/, Extensions/ and Helpers/ at the top of the app
            are the shared layer. It writes the fewest globs that give every file its layer (folder
            globs, single files only where a file differs from its folder) and the view-model style
            most view models follow, for review, and prints per layer its files and globs, what the
            declarations moved, the shared folders, and the files it could not place.
            New packages get their strata.json from 'strata new'.
            """,
        arguments: [
            ArgumentDescription("path", help: "The project folder (default: the current folder).", isOptional: true)
        ],
        options: [adopt],
        examples: [
            Example("strata init --adopt", "Propose a strata.json for the app in the current folder."),
            Example(
                "strata init --adopt ~/Code/LegacyApp && strata verify ~/Code/LegacyApp",
                "Adopt an existing app, then check it."),
        ]
    )

    let path: String?
    let adopt: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals.first
        adopt = arguments[Self.adopt]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        guard adopt else {
            throw CommandError.initWithoutAdopt
        }
        let root = environment.url(for: path ?? ".").path
        return try environment.exclusively(in: URL(fileURLWithPath: root)) { try adopt(root: root, in: environment) }
    }

    private func adopt(root: String, in environment: CommandEnvironment) throws -> ExitCode {
        let target = root + "/" + ProjectRoot.configurationFile
        let shown = ProjectSetup.display(target, in: environment)
        guard !FileManager.default.fileExists(atPath: target) else {
            throw CommandError.configurationExists(path: shown)
        }
        let setup = try ProjectSetup(paths: [root], configPath: nil, in: environment)
        let result = try VerifyEngine(knowledge: setup.knowledge).run(
            VerifyRequest(projectRoot: root, paths: [root], workingDirectory: environment.workingDirectory.path))
        let (configuration, evidence) = AdoptedConfiguration.infer(from: result.project, knowledge: setup.knowledge)
        try environment.apply(
            ScaffoldPlan(
                packageRoot: root,
                changes: [
                    PlannedChange(
                        path: ProjectRoot.configurationFile, action: .create, layer: "package",
                        contents: configuration.json,
                        previousContents: nil)
                ]))
        let console = environment.console
        console.line(
            "Wrote \(shown): \(configuration.layers.count) layers covering \(evidence.layeredFiles) files"
                + " (\(evidence.unlayeredFiles) unlayered).")
        for layer in setup.knowledge.layers.map(\.id.rawValue) {
            guard let files = evidence.filesByLayer[layer] else { continue }
            let globs = configuration.layers[layer] ?? []
            let exceptions = evidence.exceptionsByLayer[layer] ?? 0
            var line = "  \(layer): \(files.count) files in \(globs.count) glob\(globs.count == 1 ? "" : "s")"
            if exceptions > 0 { line += " (\(exceptions) naming one file)" }
            let moved = (evidence.rolesByLayer[layer] ?? [:]).sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            if !moved.isEmpty {
                line +=
                    "; by declaration, over the folder: "
                    + moved.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            }
            // Shared code is what a reviewer checks first: every layer may use it, so name its folders.
            let shown =
                layer == "shared"
                ? "; folders: " + Self.samples(globs.filter { $0.hasSuffix("/**") }, count: 6)
                : "; e.g. " + Self.samples(files)
            console.line(line + shown)
        }
        if evidence.filesNoTargetCompiles > 0 {
            let count = evidence.filesNoTargetCompiles
            console.line("  not checked: \(count) file\(count == 1 ? "" : "s") no Xcode target compiles")
        }
        if !evidence.unplaced.isEmpty {
            console.line("  not placed: \(evidence.unplaced.count) files, e.g. \(Self.samples(evidence.unplaced))")
        }
        if let style = configuration.style {
            let counted = evidence.viewModelsByStyle.map { "\($0.value) \($0.key)" }.sorted().joined(separator: ", ")
            console.line("Style: \(style) (view models: \(counted)).")
        } else {
            console.line("Style: not set; add \"style\" once the view models agree on one.")
        }
        console.line("Review the globs, then run 'strata verify'.")
        return .success
    }

    /// A few paths spread over the list, so one folder does not fill the sample.
    private static func samples(_ paths: [String], count: Int = 3) -> String {
        let step = max(1, paths.count / count)
        return stride(from: 0, to: paths.count, by: step).prefix(count).map { paths[$0] }.joined(separator: ", ")
    }
}
