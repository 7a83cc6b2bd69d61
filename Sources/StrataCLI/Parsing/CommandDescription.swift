/// Everything a command says about itself. The parser, `--help`, `strata help <command>`, the
/// shell completion scripts and the command reference (`docs/commands.md`) are all produced from
/// this one description. `discussion` says what the command does beyond its abstract, briefly:
/// the topic pages of `docs/` hold the detail.
public struct CommandDescription: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var arguments: [ArgumentDescription]
    public var options: [OptionDescription]
    public var examples: [Example]
    public var subcommands: [any StrataCommand.Type]

    /// `options` are the command's `static let` declarations, which it also reads its arguments
    /// through.
    public init(
        name: String,
        abstract: String,
        discussion: String? = nil,
        arguments: [ArgumentDescription] = [],
        options: [any OptionDeclaration] = [],
        examples: [Example] = [],
        subcommands: [any StrataCommand.Type] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options.map(\.optionDescription)
        self.examples = examples
        self.subcommands = subcommands
    }

    /// `--help`, which every command accepts without declaring it.
    static let help = Flag("--help", short: "-h", help: "Show help for this command.")

    /// Options every command accepts, so they need not be repeated in each description.
    static let commonOptions: [OptionDescription] = [help.optionDescription]

    var allOptions: [OptionDescription] { options + Self.commonOptions }

    func option(named name: String) -> OptionDescription? {
        allOptions.first { $0.name == name || $0.shortName == name }
    }
}

/// What a shell may offer when completing a value.
public enum CompletionKind: Sendable, Equatable {
    case none
    case files
    case directories
    case ruleIDs
    case templateIDs
    case words([String])
}

/// A positional argument.
public struct ArgumentDescription: Sendable {
    public var name: String
    public var help: String
    public var isOptional: Bool
    public var isRepeating: Bool
    public var completion: CompletionKind

    public init(
        _ name: String, help: String, isOptional: Bool = false, isRepeating: Bool = false,
        completion: CompletionKind = .none
    ) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.isRepeating = isRepeating
        self.completion = completion
    }

    var synopsis: String {
        let core = "<\(name)>" + (isRepeating ? "..." : "")
        return isOptional ? "[\(core)]" : core
    }
}

/// A named option: a flag (`--json`) or one that takes a value (`--format sarif`). Commands
/// declare a `Flag`, `Option` or `RepeatingOption`, which describes itself with this.
public struct OptionDescription: Sendable {
    public enum Kind: Sendable, Equatable {
        case flag
        /// Takes a value; `choices` (when not empty) are the only accepted values and feed completion.
        case value(placeholder: String, choices: [String])
    }

    public var name: String
    public var shortName: String?
    public var kind: Kind
    public var help: String
    public var completion: CompletionKind = .none

    var takesValue: Bool { kind != .flag }

    var choices: [String] {
        if case .value(_, let choices) = kind { return choices }
        return []
    }

    var synopsis: String {
        let names = [shortName, name].compactMap { $0 }.joined(separator: ", ")
        if case .value(let placeholder, _) = kind { return "\(names) <\(placeholder)>" }
        return names
    }
}

/// A real invocation shown in help, with what it does.
public struct Example: Sendable {
    public var command: String
    public var explanation: String

    public init(_ command: String, _ explanation: String) {
        self.command = command
        self.explanation = explanation
    }
}
