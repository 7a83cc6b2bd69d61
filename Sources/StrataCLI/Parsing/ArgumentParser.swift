import StrataDiagnostics
import StrataKnowledge

/// Resolves a command line to a command and its parsed arguments.
///
/// Subcommands come first (`strata templates list`), then options and positionals in any
/// order; `--name=value` and `--name value` are both accepted and `--` ends option parsing.
enum ArgumentParser {
    struct Invocation {
        var path: [any StrataCommand.Type]
        var arguments: ParsedArguments
        var wantsHelp: Bool

        var command: any StrataCommand.Type { path[path.count - 1] }
        var displayName: String { ArgumentParser.displayName(of: path) }
    }

    static func displayName(of path: [any StrataCommand.Type]) -> String {
        path.map { $0.description.name }.joined(separator: " ")
    }

    static func parse(_ arguments: [String], root: any StrataCommand.Type) throws(UsageError) -> Invocation {
        let (path, remaining) = try resolve(arguments, root: root)
        let description = path[path.count - 1].description
        let parsed = try parseOptions(Array(remaining), of: description, commandName: displayName(of: path))
        return Invocation(path: path, arguments: parsed, wantsHelp: parsed[CommandDescription.help])
    }

    /// Follows subcommand words from the root as far as they go; the rest are arguments.
    static func resolve(
        _ arguments: [String], root: any StrataCommand.Type
    ) throws(UsageError) -> (path: [any StrataCommand.Type], remaining: ArraySlice<String>) {
        var path: [any StrataCommand.Type] = [root]
        var remaining = arguments[...]
        while let next = remaining.first, !next.hasPrefix("-"), !path[path.count - 1].description.subcommands.isEmpty {
            let group = path[path.count - 1]
            let names = group.description.subcommands.map { $0.description.name }
            guard let sub = group.description.subcommands.first(where: { $0.description.name == next }) else {
                // A command that runs itself (`strata add usecase …`) may also have subcommands
                // (`strata add adapter …`); a word that names none of them is its argument.
                if !(group is any CommandGroup.Type), !group.description.arguments.isEmpty { break }
                throw .unknownCommand(
                    next, command: displayName(of: path), suggestion: suggestion(for: next, among: names))
            }
            path.append(sub)
            remaining = remaining.dropFirst()
        }
        return (path, remaining)
    }

    private static func parseOptions(
        _ arguments: [String], of description: CommandDescription, commandName: String
    ) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = split(argument)
            guard let option = description.option(named: name) else {
                let known = description.allOptions.map(\.name) + description.subcommands.map { $0.description.name }
                throw .unknownOption(
                    name, command: commandName, suggestion: suggestion(for: name, among: known))
            }
            guard option.takesValue else {
                if inlineValue != nil { throw .unexpectedFlagValue(option: option.name, command: commandName) }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw .missingValue(option: option.name, command: commandName)
            }
            let choices = option.choices
            if !choices.isEmpty, !choices.contains(value) {
                throw .invalidChoice(
                    option: option.name, value: value, choices: choices,
                    suggestion: suggestion(for: value, among: choices))
            }
            parsed.values[option.name, default: []].append(value)
        }
        if !parsed[CommandDescription.help] {
            try checkPositionals(parsed.positionals, against: description.arguments, commandName: commandName)
        }
        return parsed
    }

    private static func checkPositionals(
        _ positionals: [String], against declared: [ArgumentDescription], commandName: String
    ) throws(UsageError) {
        if let missing = declared.dropFirst(positionals.count).first(where: { !$0.isOptional }) {
            throw .missingArgument(missing.name, command: commandName)
        }
        if positionals.count > declared.count, declared.last?.isRepeating != true {
            throw .unexpectedArgument(positionals[declared.count], command: commandName)
        }
    }

    private static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
