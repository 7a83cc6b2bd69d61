import StrataDiagnostics
import StrataVerify

/// `strata graph [PATH]`: the layer and target dependency graph, violations marked.
struct GraphCommand: StrataCommand {
    static let format = Option<GraphRenderer.Format>(
        "--format", placeholder: "format", default: .mermaid, help: "mermaid (default) or dot.")
    static let config = Option<String?>(
        "--config", placeholder: "file", help: "The strata.json to use (default: the nearest one above the path).")

    static let description = CommandDescription(
        name: "graph",
        abstract: "Draw the layer and target dependency graph, marking edges that break the architecture.",
        arguments: [
            ArgumentDescription("path", help: "The package or folder (default: the current folder).", isOptional: true)
        ],
        options: [format, config],
        examples: [
            Example(
                "strata graph", "Print the graph of the current package as Mermaid, for a README or a pull request."),
            Example("strata graph --format dot | dot -Tsvg > graph.svg", "Render the graph with Graphviz."),
        ]
    )

    let path: String?
    let format: GraphRenderer.Format
    let configPath: String?

    init(arguments: ParsedArguments) throws {
        path = arguments.positionals.first
        format = try arguments[Self.format]
        configPath = try arguments[Self.config]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let setup = try ProjectSetup(paths: path.map { [$0] } ?? [], configPath: configPath, in: environment)
        let request = VerifyRequest(
            projectRoot: setup.root, paths: setup.paths, workingDirectory: environment.workingDirectory.path,
            configuration: setup.configuration)
        let result = try VerifyEngine(knowledge: setup.knowledge).run(request)
        for problem in result.report.problems {
            environment.console.errorLine(
                StrataCommandLine.render(problem.diagnostic(severity: .warning), console: environment.console))
        }
        environment.console.write(
            GraphRenderer.render(DependencyGraph(project: result.project, knowledge: setup.knowledge), as: format))
        return .success
    }
}
