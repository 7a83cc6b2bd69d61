import Foundation
import StrataDiagnostics

/// The entry point the `strata` executable calls: parse, run, render any error as one line,
/// and turn the outcome into an exit code.
public enum StrataCommandLine {
    public static func main(arguments: [String]) -> Int32 {
        let variables = ProcessInfo.processInfo.environment
        let workingDirectory = FileManager.default.currentDirectoryPath
        guard workingDirectory.hasPrefix("/") else {
            FileHandle.standardError.write(
                Data("error: the current folder no longer exists; cd into a folder that does and run again\n".utf8))
            return ExitCode.usageError.rawValue
        }
        var environment = CommandEnvironment(
            console: .standard(environment: variables),
            workingDirectory: URL(fileURLWithPath: workingDirectory),
            variables: variables
        )
        environment.exitsAfterCommand = true
        return run(arguments: arguments, in: environment).rawValue
    }

    public static func run(arguments: [String], in environment: CommandEnvironment) -> ExitCode {
        let console = environment.console
        do {
            let invocation = try ArgumentParser.parse(arguments, root: RootCommand.self)
            if invocation.wantsHelp {
                console.write(HelpRenderer.render(path: invocation.path))
                return .success
            }
            if invocation.path.count > 1, invocation.command is any CommandGroup.Type {
                throw UsageError.missingSubcommand(
                    command: invocation.displayName,
                    available: invocation.command.description.subcommands.map { $0.description.name })
            }
            let command = try invocation.command.init(arguments: invocation.arguments)
            return try command.run(in: environment)
        } catch {
            let diagnostics = Self.diagnostics(of: error)
            for diagnostic in diagnostics { console.errorLine(Self.render(diagnostic, console: console)) }
            return ExitCode(stoppingWith: diagnostics)
        }
    }

    /// Every typed error says what it is; anything else reached here untyped, which is a bug.
    static func diagnostics(of error: any Error) -> [Diagnostic] {
        if let error = error as? any DiagnosticError { return error.diagnostics }
        return [
            Diagnostic(
                id: "internal.untyped-error", severity: .bug, message: String(describing: error),
                fixHint: "this is a bug in Strata; please report it with the command that caused it")
        ]
    }

    /// `error: where: what; how to fix`, one line, the label coloured on a terminal.
    static func render(_ diagnostic: Diagnostic, console: Console) -> String {
        let label =
            switch diagnostic.severity {
            case .bug: console.styled("internal error:", .red)
            case .error: console.styled("error:", .red)
            case .warning: console.styled("warning:", .yellow)
            case .note: console.styled("note:", .dim)
            }
        return label + " " + diagnostic.description
    }
}
