import StrataKnowledge
import StrataScaffold

/// `strata add adapter <Name> --feature F --legacy rxswift|combine|callback`: a repository
/// implementation over a legacy service, so migrating code keeps its services while domain and
/// presentation move to async.
struct AddAdapterCommand: StrataCommand {
    /// What the legacy service returns, as the adapter templates name it.
    enum LegacyKind: String, CaseIterable, ArgumentValue {
        case rxswift, combine, callback
    }

    static let feature = Option<String?>(
        "--feature", placeholder: "feature", help: "The generated feature whose repository the adapter implements.")
    static let legacy = Option<LegacyKind?>(
        "--legacy", placeholder: "kind",
        help: "What the legacy service returns: RxSwift Singles, Combine publishers or completion handlers.")
    static let operations = Option<String?>(
        "--operations", placeholder: "operations",
        help: "The feature's operations, as given to 'strata feature' (default: the ones its repository declares).")

    static let description = CommandDescription(
        name: "adapter",
        abstract:
            "Add a repository implementation that wraps a legacy service (RxSwift, Combine or callbacks), with tests.",
        discussion: """
            Writes, in the data layer, <Name> conforming to the feature's repository protocol over a
            Service protocol in the legacy framework's own types, and tests against a fake service.
            The legacy import appears only in those two files, compiled only where the framework
            exists. Conform the existing service to <Name>.Service, then pass the adapter to the
            feature's composition.
            """,
        arguments: [ArgumentDescription("name", help: "The adapter's type name, e.g. RxProfileRepository.")],
        options: [feature, legacy, operations] + ScaffoldOptions.options,
        examples: [
            Example(
                "strata add adapter RxProfileRepository --feature Profile --legacy rxswift",
                "Wrap an RxSwift service for Profile."),
            Example(
                "strata add adapter LegacyOrderRepository --feature Orders --legacy callback",
                "Wrap a completion-handler service; the operations are those Orders' repository declares."),
            Example(
                "strata add adapter CombineProfileRepository --feature Profile --legacy combine --dry-run",
                "Show the files first."),
        ]
    )

    let name: String
    let feature: String
    let legacy: LegacyKind
    let operations: String?
    let scaffolding: ScaffoldOptions

    init(arguments: ParsedArguments) throws {
        name = arguments.positionals[0]
        guard let feature = try arguments[Self.feature], let legacy = try arguments[Self.legacy] else {
            throw CommandError.adapterWithoutFeatureOrLegacy
        }
        self.feature = feature
        self.legacy = legacy
        operations = try arguments[Self.operations]
        scaffolding = try ScaffoldOptions(arguments)
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        try scaffolding.scaffoldIntoProject(in: environment) { scaffolder, target in
            try scaffolder.adapter(
                named: name, feature: feature, legacy: legacy.rawValue, operations: operations, module: target.module,
                style: target.style, packageRoot: target.root, force: scaffolding.force)
        }
    }
}
