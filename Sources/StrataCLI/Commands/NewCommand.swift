import Foundation
import StrataKnowledge
import StrataScaffold

/// `strata new <Name>`: a layered Swift package that builds, tests and verifies clean.
struct NewCommand: StrataCommand {
    static let style = Option<ViewModelStyleID>(
        "--style", placeholder: "style", default: .observable, help: "View-model style (default: observable).")
    static let path = Option<String?>(
        "--path", placeholder: "dir", completion: .directories,
        help: "Create the package inside this folder (default: current folder).")

    static let description = CommandDescription(
        name: "new",
        abstract: "Create a layered Swift package: Domain, Data, Presentation, UI, Composition, with tests.",
        discussion: """
            The package builds without a warning and verifies clean before its first feature: one
            target per layer, a TestSupport target shared by the tests and previews, String Catalogs,
            strata.json and .swift-format. The store style adds a small generic Store to the
            presentation target; no style adds a package dependency.
            """,
        arguments: [ArgumentDescription("name", help: "The package name, a Swift type name such as Demo.")],
        options: [style, path] + ScaffoldOptions.options,
        examples: [
            Example("strata new Demo", "Create ./Demo with @Observable view models."),
            Example(
                "strata new Shop --style combine --path ~/src", "Create ~/src/Shop with ObservableObject view models."),
            Example("strata new Demo --dry-run", "List the files that would be created."),
        ]
    )

    let name: String
    let style: ViewModelStyleID
    let path: String?
    let scaffolding: ScaffoldOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        style = try arguments[Self.style]
        path = try arguments[Self.path]
        scaffolding = try ScaffoldOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let scaffolder = Scaffolder(library: try scaffolding.resources.library(in: environment))
        let parent = environment.url(for: path ?? ".")
        let plan = { try scaffolder.newPackage(named: name, style: style, in: parent, force: scaffolding.force) }
        guard !scaffolding.presenter.dryRun else {
            return try scaffolding.presenter.run(in: parent, environment: environment, plan: plan)
        }
        // The lock lives in the package, so its folder is made first, and removed again if
        // the run writes nothing into it.
        try Scaffolder.validateTypeName(name, kind: "package")
        let root = parent.appendingPathComponent(name)
        let createdRoot = !FileManager.default.fileExists(atPath: root.path)
        do {
            if createdRoot { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
        } catch {
            throw CommandError.packageFolderNotCreated(path: root.path, cause: FileProblem.cause(of: error))
        }
        do {
            return try scaffolding.presenter.run(in: root, environment: environment, plan: plan)
        } catch {
            if createdRoot { rmdir(root.path) }
            throw error
        }
    }
}

/// The view-model style `--style` of `new` and `templates check` names.
extension ViewModelStyleID: ArgumentValue {}
