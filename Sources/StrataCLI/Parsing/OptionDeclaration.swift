/// An option a command declares once, as a `static let`, and then both lists in its
/// description (for parsing, help and completion) and reads back typed:
/// `arguments[Self.format]`. A mistyped name is then a compile error, not an option that
/// silently reads as absent.
public protocol OptionDeclaration: Sendable {
    /// What the parser, help and completion scripts know of the option.
    var optionDescription: OptionDescription { get }
}

/// A flag such as `--json`: present or not, read as a `Bool`.
public struct Flag: OptionDeclaration {
    public let name: String
    public let short: String?
    public let help: String

    public init(_ name: String, short: String? = nil, help: String) {
        self.name = name
        self.short = short
        self.help = help
    }

    public var optionDescription: OptionDescription {
        OptionDescription(name: name, shortName: short, kind: .flag, help: help)
    }
}

/// An option that takes one value, such as `--format sarif`; given twice, the later value wins.
///
/// It reads as `Value`: the converted value when given, else `defaultValue`. An option without a
/// default is declared with an optional `Value` (`Option<String?>`) and reads as `nil` when absent,
/// so a command never writes a default at the place it reads the option.
public struct Option<Value: ArgumentValue>: OptionDeclaration {
    public let name: String
    public let short: String?
    public let placeholder: String
    public let defaultValue: Value
    public let completion: CompletionKind
    public let help: String

    public init(
        _ name: String, short: String? = nil, placeholder: String, default defaultValue: Value,
        completion: CompletionKind = .none, help: String
    ) {
        self.name = name
        self.short = short
        self.placeholder = placeholder
        self.defaultValue = defaultValue
        self.completion = completion
        self.help = help
    }

    public var optionDescription: OptionDescription {
        OptionDescription(
            name: name, shortName: short, kind: .value(placeholder: placeholder, choices: Value.choices), help: help,
            completion: completion)
    }
}

extension Option where Value: ExpressibleByNilLiteral {
    /// An option that reads as `nil` when it is not given.
    public init(
        _ name: String, short: String? = nil, placeholder: String, completion: CompletionKind = .none, help: String
    ) {
        self.init(name, short: short, placeholder: placeholder, default: nil, completion: completion, help: help)
    }
}

/// An option that may be given any number of times (`--exclude A --exclude B`), read as every
/// value in command-line order; none when it is not given.
public struct RepeatingOption<Element: ArgumentValue>: OptionDeclaration {
    public let name: String
    public let short: String?
    public let placeholder: String
    public let completion: CompletionKind
    public let help: String

    public init(
        _ name: String, short: String? = nil, placeholder: String, completion: CompletionKind = .none, help: String
    ) {
        self.name = name
        self.short = short
        self.placeholder = placeholder
        self.completion = completion
        self.help = help
    }

    public var optionDescription: OptionDescription {
        OptionDescription(
            name: name, shortName: short, kind: .value(placeholder: placeholder, choices: Element.choices), help: help,
            completion: completion)
    }
}
