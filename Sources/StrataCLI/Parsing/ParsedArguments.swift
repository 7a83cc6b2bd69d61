/// The result of parsing one command's arguments against its description.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    var flags: Set<String> = []
    var values: [String: [String]] = [:]

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for an option, so a later `--format` overrides an earlier one.
    public func value(_ name: String) -> String? { values[name]?.last }

    public func values(_ name: String) -> [String] { values[name] ?? [] }
}
