import StrataKnowledge
import StrataScaffold

/// `strata feature <Name>`: a vertical slice through every layer, registered in the
/// composition root, with tests.
struct FeatureCommand: StrataCommand {
    static let description = CommandDescription(
        name: "feature",
        abstract: "Add a feature: entity, repository, use cases, view model, screen, wiring and tests.",
        arguments: [ArgumentDescription("name", help: "The feature name, e.g. Profile; also the entity's unless --entity.")],
        options: [
            .value(
                "--entity", placeholder: "entity",
                help: "The entity's type name when it differs from the feature's, e.g. Order in Orders."),
            .value(
                "--shape", placeholder: "shape",
                help: "list (default), detail (with edit), form (rows open the form) or single (one value in every layer, e.g. Settings)."),
            .value(
                "--fields", placeholder: "fields",
                help: "Entity fields as name:Type pairs, e.g. \"id:UUID,name:String,age:Int?\" (must include id)."),
            .value(
                "--operations", placeholder: "operations",
                help: "Use cases to generate, from load, save, delete (default: load,save,delete; must include load)."),
            .flag("--force", help: "Overwrite files that exist with other content."),
        ] + PlanPresenter.options + ResourceOptions.options,
        examples: [
            Example("strata feature Profile --fields \"id:UUID,name:String,age:Int?\"", "Add a Profile slice with three fields."),
            Example("strata feature Notes --operations load,save", "Add a Notes slice without delete."),
            Example("strata feature Settings --shape single", "Add a settings-like screen editing one stored value."),
            Example(
                "strata feature Orders --entity Order --shape form --fields \"id:UUID,title:String,status:OrderStatus\"",
                "Add an Orders list of Order values edited in a form; OrderStatus gets a stub enum in the domain."),
            Example("strata feature Profile --dry-run --diff", "Show every file and change it would make."),
        ]
    )

    let name: String
    let entity: String?
    let shape: String?
    let fields: String?
    let operations: String?
    let force: Bool
    let presenter: PlanPresenter
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        entity = arguments.value("--entity")
        shape = arguments.value("--shape")
        fields = arguments.value("--fields")
        operations = arguments.value("--operations")
        force = arguments.flag("--force")
        presenter = PlanPresenter(arguments)
        resources = ResourceOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let target = try ProjectSetup.scaffoldTarget(in: environment)
        let scaffolder = Scaffolder(library: try resources.library(in: environment))
        return try presenter.run(in: target.root, environment: environment) {
            try scaffolder.feature(
                named: name, entity: entity, shape: shape, fields: fields, operations: operations, module: target.module,
                style: target.style, packageRoot: target.root, force: force)
        }
    }
}
