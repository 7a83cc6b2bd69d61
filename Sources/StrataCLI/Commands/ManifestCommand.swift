import Foundation
import StrataKnowledge
import StrataScaffold

/// `strata manifest [--update] [DIR]`: checks (or rewrites) a repository's manifest.json
/// against the knowledge files and templates next to it.
struct ManifestCommand: StrataCommand {
    static let update = Flag("--update", help: "Rewrite manifest.json instead of checking it.")

    static let description = CommandDescription(
        name: "manifest",
        abstract: "Check that manifest.json matches knowledge/ and Templates/, or rewrite it.",
        arguments: [
            ArgumentDescription(
                "dir", help: "The repository folder (default: current folder).", isOptional: true,
                completion: .directories)
        ],
        options: [update],
        examples: [
            Example("strata manifest", "Exit 1 and list the stale entries if manifest.json is out of date."),
            Example("strata manifest --update", "Rewrite manifest.json after editing knowledge or templates."),
        ]
    )

    let directory: String?
    let update: Bool

    init(arguments: ParsedArguments) throws {
        directory = arguments.positionals.first
        update = arguments[Self.update]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let root = environment.url(for: directory ?? ".")
        let library = try ResourceLibrary.directory(at: root.path)
        let console = environment.console
        if update {
            let text = try ManifestBuilder.build(from: library).jsonText()
            let file = root.appendingPathComponent("manifest.json")
            let current = try? String(contentsOf: file, encoding: .utf8)
            guard current != text else {
                console.line("manifest.json is up to date")
                return .success
            }
            do {
                try Data(text.utf8).write(to: file, options: .atomic)
            } catch {
                throw CommandError.manifestNotWritten(path: file.path, cause: FileProblem.cause(of: error))
            }
            console.line("rewrote manifest.json")
            return .success
        }
        let stale = try ManifestBuilder.staleEntries(in: library)
        guard !stale.isEmpty else {
            console.line("manifest.json is up to date")
            return .success
        }
        for problem in stale { console.errorLine(problem.description) }
        return .failure
    }
}
