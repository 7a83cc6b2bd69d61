import Foundation
import StrataDiagnostics

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

/// How a run ended. CI reads these: 0 clean, 1 findings or a failed check, 2 bad usage or input,
/// 3 a bug in Strata (so a script never mistakes Strata's own failure for the user's mistake).
public enum ExitCode: Int32, Sendable {
    case success = 0
    case failure = 1
    case usageError = 2
    case internalError = 3

    /// For diagnostics a run reports as its result: findings at `error` fail it.
    public init(reporting diagnostics: [Diagnostic]) {
        switch diagnostics.map(\.severity).max() {
        case .bug?: self = .internalError
        case .error?: self = .failure
        default: self = .success
        }
    }

    /// For diagnostics that stopped a command: the input or usage was bad, unless Strata itself is.
    public init(stoppingWith diagnostics: [Diagnostic]) {
        self = diagnostics.contains { $0.severity == .bug } ? .internalError : .usageError
    }
}
