import Foundation
import StrataKnowledge
import StrataScaffold

/// `strata new <Name>`: a layered Swift package that builds, tests and verifies clean.
struct NewCommand: StrataCommand {
    static let description = CommandDescription(
        name: "new",
        abstract: "Create a layered Swift package: Domain, Data, Presentation, UI, Composition, with tests.",
        arguments: [ArgumentDescription("name", help: "The package name, a Swift type name such as Demo.")],
        options: [
            .value(
                "--style", placeholder: "style", choices: TemplateStyle.allCases.map(\.rawValue),
                help: "View-model style (default: observable)."),
            .value("--path", placeholder: "dir", completion: .directories, help: "Create the package inside this folder (default: current folder)."),
            .flag("--force", help: "Overwrite files that exist with other content."),
        ] + PlanPresenter.options + ResourceOptions.options,
        examples: [
            Example("strata new Demo", "Create ./Demo with @Observable view models."),
            Example("strata new Shop --style combine --path ~/src", "Create ~/src/Shop with ObservableObject view models."),
            Example("strata new Demo --dry-run", "List the files that would be created."),
        ]
    )

    let name: String
    let style: TemplateStyle
    let path: String?
    let force: Bool
    let presenter: PlanPresenter
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        style = arguments.value("--style").flatMap(TemplateStyle.init(rawValue:)) ?? .observable
        path = arguments.value("--path")
        force = arguments.flag("--force")
        presenter = PlanPresenter(arguments)
        resources = ResourceOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let scaffolder = Scaffolder(library: try resources.library(in: environment))
        let parent = environment.url(for: path ?? ".")
        let plan = { try scaffolder.newPackage(named: name, style: style, in: parent, force: force) }
        guard !presenter.dryRun else { return try presenter.run(in: parent, environment: environment, plan: plan) }
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
            return try presenter.run(in: root, environment: environment, plan: plan)
        } catch {
            if createdRoot { rmdir(root.path) }
            throw error
        }
    }
}
