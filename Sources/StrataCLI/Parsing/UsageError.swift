import StrataDiagnostics

/// Something wrong with how a command was invoked. Rendered as one line, exit code 2.
public enum UsageError: DiagnosticError, Equatable, CustomStringConvertible {
    case unknownCommand(String, command: String, suggestion: String?)
    case missingSubcommand(command: String, available: [String])
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String, command: String)
    case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
    case unexpectedFlagValue(option: String, command: String)
    case missingArgument(String, command: String)
    case unexpectedArgument(String, command: String)
    case invalidValue(option: String, value: String, reason: String)

    public var diagnostics: [Diagnostic] {
        let (message, fixHint) = text
        return [
            Diagnostic(id: Diagnostic.id("usage", caseOf: self), severity: .error, message: message, fixHint: fixHint)
        ]
    }

    public var description: String { diagnostics[0].description }

    private var text: (message: String, fixHint: String?) {
        switch self {
        case .unknownCommand(let name, let command, let suggestion):
            (
                "unknown command '\(name)' for '\(command)'",
                didYouMean(suggestion) ?? "run '\(command) --help' to list commands"
            )
        case .missingSubcommand(let command, let available):
            (
                "'\(command)' needs a subcommand: \(available.joined(separator: ", "))",
                "run '\(command) --help' for details"
            )
        case .unknownOption(let option, let command, let suggestion):
            (
                "unknown option '\(option)' for '\(command)'",
                didYouMean(suggestion) ?? "run '\(command) --help' to list options"
            )
        case .missingValue(let option, let command):
            ("option '\(option)' of '\(command)' needs a value, e.g. '\(option) <value>'", nil)
        case .invalidChoice(let option, let value, let choices, let suggestion):
            (
                "'\(value)' is not a valid value for '\(option)'",
                (didYouMean(suggestion).map { $0 + "; " } ?? "") + "use one of: \(choices.joined(separator: ", "))"
            )
        case .unexpectedFlagValue(let option, let command):
            ("option '\(option)' of '\(command)' is a flag and takes no value", "drop '=…'")
        case .missingArgument(let name, let command):
            ("'\(command)' needs the argument <\(name)>", "run '\(command) --help' for examples")
        case .unexpectedArgument(let argument, let command):
            ("'\(command)' does not take the argument '\(argument)'", "run '\(command) --help' for usage")
        case .invalidValue(let option, let value, let reason):
            ("'\(value)' is not a valid value for '\(option)': \(reason)", nil)
        }
    }

    private func didYouMean(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean '\($0)'?" }
    }
}
