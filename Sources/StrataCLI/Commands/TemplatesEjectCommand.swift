import Foundation
import StrataKnowledge

/// `strata templates eject <id>`: copies a shipped template into the project's
/// `.strata/templates/<id>/`, where it replaces the shipped one for every command, so a team
/// starts customizing from the real thing instead of from a blank page.
struct TemplatesEjectCommand: StrataCommand {
    static let description = CommandDescription(
        name: "eject",
        abstract: "Copy a shipped template into .strata/templates/ to customize it.",
        discussion: """
            The copy overrides the shipped template for new, feature, add and templates check. Run
            'strata templates check --build' after editing it to prove it still generates code that
            builds, tests and verifies.
            """,
        arguments: [ArgumentDescription("id", help: "The template to copy, e.g. viewmodel.", completion: .templateIDs)],
        options: [.flag("--force", help: "Replace a copy that is already there with the shipped one.")],
        examples: [
            Example("strata templates eject viewmodel", "Start customizing the view-model template."),
            Example("strata templates eject viewmodel --force", "Start over from the shipped copy, discarding local edits."),
        ]
    )

    let id: String
    let force: Bool

    init(arguments: ParsedArguments) throws {
        id = arguments.positionals[0]
        force = arguments.flag("--force")
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let shipped = ResourceLibrary.shipped
        let folder = "Templates/\(id)/"
        let files = shipped.templateFiles(id: id)
        guard files.contains(where: { $0.path == folder + "template.json" }) else {
            throw KnowledgeError.unknownTemplate(id: id, available: shipped.templateIDs)
        }
        guard let root = ProjectLocator.root(from: environment.workingDirectory) else {
            throw CommandFailure.lines([
                "no strata.json or .strata/ in \(environment.workingDirectory.path) or any folder above it; "
                    + "run this inside a Strata package ('strata new' or 'strata init --adopt' makes one)"
            ])
        }
        let templates = root.appendingPathComponent(".strata/templates")
        let destination = templates.appendingPathComponent(id)
        let shown = ProjectSetup.display(destination.path, in: environment)
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: destination.path), !force {
            throw CommandFailure.lines([
                "\(shown) already exists; edit it there, or pass --force to replace it with the shipped copy"
            ])
        }
        // Written beside the destination first, so a failure never leaves half a template.
        let staging = templates.appendingPathComponent(".\(id).strata-staging")
        do {
            try? fileManager.removeItem(at: staging)
            for file in files {
                let target = staging.appendingPathComponent(String(file.path.dropFirst(folder.count)))
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: target)
            }
            if fileManager.fileExists(atPath: destination.path) { try fileManager.removeItem(at: destination) }
            try fileManager.moveItem(at: staging, to: destination)
        } catch {
            try? fileManager.removeItem(at: staging)
            throw CommandFailure.lines(["\(shown): cannot write the template (\(error.localizedDescription))"])
        }
        environment.console.line(
            "Copied template '\(id)' (\(files.count) files) to \(shown); it now replaces the shipped one here. "
                + "Edit it, then run 'strata templates check'.")
        return .success
    }
}
