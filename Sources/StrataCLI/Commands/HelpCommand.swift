import StrataDiagnostics
import StrataKnowledge

/// `strata help <command>…`: the same text as `<command> --help`.
struct HelpCommand: StrataCommand {
    static let description = CommandDescription(
        name: "help",
        abstract: "Show help for a command.",
        arguments: [
            ArgumentDescription(
                "command", help: "The command (and subcommands) to explain.", isOptional: true, isRepeating: true)
        ],
        examples: [
            Example("strata help verify", "Explain 'strata verify', its options and examples."),
            Example("strata help templates list", "Explain a subcommand."),
        ]
    )

    let commandWords: [String]

    init(arguments: ParsedArguments) throws {
        commandWords = arguments.positionals
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let (path, remaining) = try ArgumentParser.resolve(commandWords, root: RootCommand.self)
        if let extra = remaining.first {
            throw UsageError.unknownCommand(
                extra, command: ArgumentParser.displayName(of: path),
                suggestion: suggestion(
                    for: extra, among: path[path.count - 1].description.subcommands.map { $0.description.name }))
        }
        environment.console.write(HelpRenderer.render(path: path))
        return .success
    }
}
