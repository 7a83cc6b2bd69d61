/// Something wrong with how a command was invoked. Rendered as one line, exit code 2.
public enum UsageError: Error, Equatable, CustomStringConvertible {
    case unknownCommand(String, command: String, suggestion: String?)
    case missingSubcommand(command: String, available: [String])
    case unknownOption(String, command: String, suggestion: String?)
    case missingValue(option: String, command: String)
    case invalidChoice(option: String, value: String, choices: [String], suggestion: String?)
    case unexpectedFlagValue(option: String, command: String)
    case missingArgument(String, command: String)
    case unexpectedArgument(String, command: String)
    case invalidValue(option: String, value: String, reason: String)

    /// One line whatever was typed: quoted arguments have their control characters escaped.
    public var description: String { unescapedDescription.escapingControlCharacters }

    private var unescapedDescription: String {
        switch self {
        case .unknownCommand(let name, let command, let suggestion):
            return "unknown command '\(name)' for '\(command)'"
                + didYouMean(suggestion, otherwise: "; run '\(command) --help' to list commands")
        case .missingSubcommand(let command, let available):
            return "'\(command)' needs a subcommand: \(available.joined(separator: ", ")); "
                + "run '\(command) --help' for details"
        case .unknownOption(let option, let command, let suggestion):
            return "unknown option '\(option)' for '\(command)'"
                + didYouMean(suggestion, otherwise: "; run '\(command) --help' to list options")
        case .missingValue(let option, let command):
            return "option '\(option)' of '\(command)' needs a value, e.g. '\(option) <value>'"
        case .invalidChoice(let option, let value, let choices, let suggestion):
            return "'\(value)' is not a valid value for '\(option)'"
                + didYouMean(suggestion, otherwise: "")
                + "; use one of: \(choices.joined(separator: ", "))"
        case .unexpectedFlagValue(let option, let command):
            return "option '\(option)' of '\(command)' is a flag and takes no value; drop '=…'"
        case .missingArgument(let name, let command):
            return "'\(command)' needs the argument <\(name)>; run '\(command) --help' for examples"
        case .unexpectedArgument(let argument, let command):
            return "'\(command)' does not take the argument '\(argument)'; run '\(command) --help' for usage"
        case .invalidValue(let option, let value, let reason):
            return "'\(value)' is not a valid value for '\(option)': \(reason)"
        }
    }

    private func didYouMean(_ suggestion: String?, otherwise: String) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? otherwise
    }
}
