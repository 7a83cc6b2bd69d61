import StrataKnowledge
import StrataScaffold

/// `strata feature <Name>`: a vertical slice through every layer, registered in the
/// composition root, with tests.
struct FeatureCommand: StrataCommand {
    static let entity = Option<String?>(
        "--entity", placeholder: "entity",
        help: "The entity's type name when it differs from the feature's, e.g. Order in Orders.")
    static let shape = Option<String?>(
        "--shape", placeholder: "shape",
        help:
            "list (default), detail (with edit), form (rows open the form) or single (one value in every layer, e.g. Settings)."
    )
    static let fields = Option<String?>(
        "--fields", placeholder: "fields",
        help: "Entity fields as name:Type pairs, e.g. \"id:UUID,name:String,age:Int?\" (must include id).")
    static let operations = Option<String?>(
        "--operations", placeholder: "operations",
        help: "Use cases to generate, from load, save, delete, observe (default: load,save,delete; must include load).")

    static let description = CommandDescription(
        name: "feature",
        abstract: "Add a feature: entity, repository, use cases, view model, screen, wiring and tests.",
        discussion: """
            Writes a vertical slice through every layer and registers it in the composition root.
            --entity names the domain and data types apart from the feature; --shape chooses the
            screens; a field type that is not a standard one gets a stub enum. A name that would
            declare a type Swift, Foundation, SwiftUI, Combine or the package already declares is
            refused with a free name to use instead.
            """,
        arguments: [
            ArgumentDescription("name", help: "The feature name, e.g. Profile; also the entity's unless --entity.")
        ],
        options: [entity, shape, fields, operations] + ScaffoldOptions.options,
        examples: [
            Example(
                "strata feature Profile --fields \"id:UUID,name:String,age:Int?\"",
                "Add a Profile slice with three fields."),
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
    let scaffolding: ScaffoldOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        entity = try arguments[Self.entity]
        shape = try arguments[Self.shape]
        fields = try arguments[Self.fields]
        operations = try arguments[Self.operations]
        scaffolding = try ScaffoldOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        try scaffolding.scaffoldIntoProject(in: environment) { scaffolder, target in
            try scaffolder.feature(
                FeatureRequest(name: name, entity: entity, shape: shape, fields: fields, operations: operations),
                module: target.module, style: target.style, packageRoot: target.root, force: scaffolding.force)
        }
    }
}
