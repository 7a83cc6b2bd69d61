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
        let outcome = try scaffolder.newPackage(
            named: name, style: style, in: environment.url(for: path ?? "."), force: force)
        return try presenter.present(outcome, in: environment)
    }
}
