import Foundation

/// A `strata` command: it describes itself, builds itself from parsed arguments (validating
/// them), and runs. Each command lives in its own file under Commands/.
public protocol StrataCommand: Sendable {
    static var description: CommandDescription { get }
    init(arguments: ParsedArguments) throws
    func run(in environment: CommandEnvironment) throws -> ExitCode
}

/// A command that only groups subcommands (`strata templates`, `strata rules`).
/// The parser never runs a group: it asks for one of the subcommands instead.
protocol CommandGroup: StrataCommand {
    init()
}

extension CommandGroup {
    init(arguments: ParsedArguments) throws { self.init() }
    func run(in environment: CommandEnvironment) throws -> ExitCode { .success }
}

/// How a run ended. CI reads these: 0 clean, 1 findings or a failed check, 2 bad usage or input.
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usageError = 2
}
