/// The result of parsing one command's arguments against its description. Options are read
/// through the declarations the command lists (`arguments[Self.format]`), never by name.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// Every value given for each option, by long name, in command-line order.
    var values: [String: [String]] = [:]

    public subscript(flag: Flag) -> Bool { flags.contains(flag.name) }

    /// The last value given, so a later `--format` overrides an earlier one; the option's
    /// default when it is not given.
    public subscript<Value>(option: Option<Value>) -> Value {
        get throws(UsageError) {
            guard let text = values[option.name]?.last else { return option.defaultValue }
            return try Value(argument: text, option: option.name)
        }
    }

    /// Every value given, in command-line order.
    public subscript<Element>(option: RepeatingOption<Element>) -> [Element] {
        get throws(UsageError) {
            var elements: [Element] = []
            for text in values[option.name] ?? [] {
                elements.append(try Element(argument: text, option: option.name))
            }
            return elements
        }
    }
}
