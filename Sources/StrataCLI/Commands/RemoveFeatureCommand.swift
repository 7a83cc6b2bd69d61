import StrataScaffold

/// `strata remove feature <Name>`: deletes the feature's unedited generated files, keeps and
/// names the edited ones, and unregisters it from the composition root.
struct RemoveFeatureCommand: StrataCommand {
    static let description = CommandDescription(
        name: "feature",
        abstract: "Remove a generated feature; files edited since generation are kept and listed.",
        discussion: """
            Reads .strata/generated.json: files whose content is still what Strata wrote are deleted,
            edited ones are kept and named, and the feature's registration leaves the composition root.
            """,
        arguments: [ArgumentDescription("name", help: "The feature name, e.g. Settings.")],
        options: PlanPresenter.options + ResourceOptions.options,
        examples: [
            Example("strata remove feature Settings --dry-run", "Show what would be deleted and what kept."),
            Example("strata remove feature Settings", "Delete the Settings slice and its registration."),
        ]
    )

    let name: String
    let presenter: PlanPresenter
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        presenter = PlanPresenter(arguments)
        resources = try ResourceOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let target = try ProjectSetup.scaffoldTarget(in: environment, resources: resources)
        let scaffolder = Scaffolder(library: target.library)
        return try presenter.run(in: target.root, environment: environment) {
            let (outcome, kept) = try scaffolder.removeFeature(named: name, packageRoot: target.root)
            return (outcome, keptEdited: kept)
        }
    }
}
