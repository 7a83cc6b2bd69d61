import StrataKnowledge
import StrataScaffold

/// `strata add <unit> <Name>`: one unit of a feature with its tests, for growing a feature
/// one piece at a time instead of generating a whole slice.
struct AddCommand: StrataCommand {
    static let feature = Option<String?>(
        "--feature", placeholder: "name", help: "The feature the unit belongs to (required for a use case).")
    static let fields = Option<String?>(
        "--fields", placeholder: "fields", help: "Entity fields as name:Type pairs (must include id).")
    static let operations = Option<String?>(
        "--operations", placeholder: "operations",
        help: "The feature's operations, from load, save, delete, observe (must include load).")

    static let description = CommandDescription(
        name: "add",
        abstract: "Add one unit with its tests: an entity, use case, repository, view model or screen.",
        discussion: """
            A use case is named by its operation (one of those the use-case template generates) and
            needs --feature; for a feature 'strata feature' generated, it must be one of the feature's
            operations (to add another, regenerate the feature with it). Every other unit is named
            after its feature, as the templates name it.
            Files are recorded under the feature, so 'strata remove feature' takes them out again.
            """,
        arguments: [
            ArgumentDescription(
                "unit", help: Scaffolder.Unit.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                completion: .words(Scaffolder.Unit.allCases.map(\.rawValue))),
            ArgumentDescription("name", help: "The feature name (Profile), or for a use case its operation (save)."),
        ],
        options: [feature, fields, operations] + ScaffoldOptions.options,
        examples: [
            Example(
                "strata add usecase delete --feature Notes",
                "Add DeleteNotesUseCase and its tests to a feature whose repository has delete."),
            Example("strata add viewmodel Profile --operations load,save", "Add ProfileViewModel and its tests."),
            Example(
                "strata add entity Address --fields \"id:UUID,street:String\" --dry-run",
                "Show the entity file it would write."),
            Example(
                "strata add adapter RxProfileRepository --feature Profile --legacy rxswift",
                "Wrap a legacy RxSwift service behind ProfileRepository (see 'strata help add adapter')."),
        ],
        subcommands: [AddAdapterCommand.self]
    )

    let unit: Scaffolder.Unit
    let name: String
    let feature: String?
    let fields: String?
    let operations: String?
    let scaffolding: ScaffoldOptions

    init(arguments: ParsedArguments) throws {
        let unitName = arguments.positionals[0]
        guard let unit = Scaffolder.Unit(rawValue: unitName) else {
            throw UsageError.invalidValue(
                option: "<unit>", value: unitName,
                reason: "use one of: " + Scaffolder.Unit.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.unit = unit
        name = arguments.positionals[1]
        feature = try arguments[Self.feature]
        fields = try arguments[Self.fields]
        operations = try arguments[Self.operations]
        scaffolding = try ScaffoldOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        try scaffolding.scaffoldIntoProject(in: environment) { scaffolder, target in
            try scaffolder.add(
                unit, named: name, feature: feature, fields: FeatureRequest.fields(fields),
                operations: FeatureRequest.operations(operations), module: target.module,
                style: target.style, packageRoot: target.root, force: scaffolding.force)
        }
    }
}
