import StrataDiagnostics
import StrataKnowledge
import StrataVerify

/// `strata migrate [PATH] [--from source]`: where existing code still uses RxSwift, TCA,
/// ObservableObject (or a DI container), and what replaces each construct. Changes no file.
struct MigrateCommand: StrataCommand {
    static let from = Option<String?>(
        "--from", placeholder: "source",
        help: "What the code is moving away from, e.g. rxswift, tca or observableobject.")
    static let config = Option<String?>(
        "--config", placeholder: "file", help: "The strata.json to use (default: the nearest one above the path).")
    static let json = Flag("--json", help: "Print the findings as JSON, for tooling.")

    static let description = CommandDescription(
        name: "migrate",
        abstract: "List the legacy constructs in existing code, each with its replacement; changes nothing.",
        discussion: """
            Scans Swift files for the constructs of the knowledge base's migration maps (DisposeBag,
            .subscribe(onNext:), Reducer, @Published, …) and prints each at its line and column with
            the replacement for the project's view-model style, the rule that explains it, and per
            file how much is still legacy. Without --from it looks for the sources strata.json lists
            in "migratingFrom", else for every source that leads to the style. Exit code 0 whatever
            it finds; 2 for bad usage.
            """,
        arguments: [
            ArgumentDescription(
                "path", help: "A file or folder to scan (default: the current folder).", isOptional: true)
        ],
        options: [from, config, json],
        examples: [
            Example(
                "strata migrate --from rxswift",
                "List every RxSwift construct in the current package and its replacement."),
            Example("strata migrate Sources/Legacy --from tca --json", "The TCA constructs of one folder, as JSON."),
            Example("strata migrate", "Scan for whatever strata.json's \"migratingFrom\" lists."),
        ]
    )

    let path: String?
    let source: String?
    let configPath: String?
    let json: Bool

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals.first
        source = try arguments[Self.from]
        configPath = try arguments[Self.config]
        json = arguments[Self.json]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let setup = try ProjectSetup(paths: path.map { [$0] } ?? [], configPath: configPath, in: environment)
        let knowledge = setup.knowledge.base
        let styleName = setup.configuration?.style ?? setup.knowledge.defaultStyle
        guard let style = ViewModelStyleID(rawValue: styleName) else {
            throw CommandError.unknownStyle(styleName, known: ViewModelStyleID.allCases.map(\.rawValue))
        }
        let sources: [String]
        if let source {
            sources = [source]
        } else if let declared = setup.configuration?.migratingFrom, !declared.isEmpty {
            sources = declared
        } else {
            sources = knowledge.migrationSources.filter {
                (try? knowledge.migrationMaps(from: $0, toward: style)) != nil
            }
        }
        let scanner = MigrationScanner(knowledge: setup.knowledge)
        let report = try scanner.scan(
            MigrationScanner.Request(
                projectRoot: setup.root, paths: setup.paths, workingDirectory: environment.workingDirectory.path,
                exclude: setup.configuration?.exclude ?? [], sources: sources, style: style))
        let console = environment.console
        for problem in report.problems { console.errorLine(console.styled("warning:", .yellow) + " \(problem)") }
        if json {
            try JSONOutput(report).print(to: console)
        } else {
            console.write(MigrationRenderer.render(report, console: console))
        }
        return .success
    }
}
