import Foundation
import StrataKnowledge
import StrataScaffold

/// `strata templates eject <id>`: copies a shipped template into the project's
/// `.strata/templates/<id>/`, where it replaces the shipped one for every command, so a team
/// starts customizing from the real thing instead of from a blank page.
struct TemplatesEjectCommand: StrataCommand {
    static let force = Flag("--force", help: "Replace a copy that is already there with the shipped one.")

    static let description = CommandDescription(
        name: "eject",
        abstract: "Copy a shipped template into .strata/templates/ to customize it.",
        discussion: """
            The copy overrides the shipped template for new, feature, add and templates check. Run
            'strata templates check --build' after editing it to prove it still generates code that
            builds, tests and verifies.
            """,
        arguments: [ArgumentDescription("id", help: "The template to copy, e.g. viewmodel.", completion: .templateIDs)],
        options: [force],
        examples: [
            Example("strata templates eject viewmodel", "Start customizing the view-model template."),
            Example(
                "strata templates eject viewmodel --force", "Start over from the shipped copy, discarding local edits."),
        ]
    )

    let id: String
    let force: Bool

    init(arguments: ParsedArguments) throws {
        id = arguments.positionals[0]
        force = arguments[Self.force]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let shipped = ResourceLibrary.shipped
        let folder = "Templates/\(id)/"
        let files = shipped.templateFiles(id: id)
        guard files.contains(where: { $0.path == folder + "template.json" }) else {
            throw KnowledgeError.unknownTemplate(id: id, available: shipped.templateIDs)
        }
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory) else {
            throw CommandError.notInAPackage(directory: environment.workingDirectory.path)
        }
        let destination = ".strata/templates/\(id)"
        let shown = ProjectSetup.display(root.appendingPathComponent(destination).path, in: environment)
        try environment.exclusively(in: root) {
            let existing = Self.files(in: root.appendingPathComponent(destination))
            if !existing.isEmpty, !force {
                throw CommandError.ejectedCopyExists(path: shown)
            }
            // One all-or-nothing write: the shipped files in, files of an older copy out.
            let shipped = Dictionary(
                uniqueKeysWithValues: files.map { (String($0.path.dropFirst(folder.count)), $0.text) })
            let changes =
                shipped.map { name, text in
                    PlannedChange(
                        path: destination + "/" + name, action: existing.contains(name) ? .modify : .create,
                        layer: "templates",
                        contents: text, previousContents: nil)
                }
                + existing.filter { shipped[$0] == nil }.map { name in
                    PlannedChange(
                        path: destination + "/" + name, action: .delete, layer: "templates", contents: nil,
                        previousContents: nil)
                }
            try environment.apply(ScaffoldPlan(packageRoot: root.path, changes: changes))
        }
        environment.console.line(
            "Copied template '\(id)' (\(files.count) files) to \(shown); it now replaces the shipped one here. "
                + "Edit it, then run 'strata templates check'.")
        return .success
    }

    /// The files below `folder`, relative to it; none when it does not exist.
    private static func files(in folder: URL) -> Set<String> {
        var names: Set<String> = []
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let name = walker?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                names.insert(name)
            }
        }
        return names
    }
}
