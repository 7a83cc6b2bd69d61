import StrataDiagnostics

/// A type an option's text converts to.
public protocol ArgumentValue: Sendable {
    /// The only texts accepted, for the parser to check and for help and completion to offer;
    /// empty when any text may be given.
    static var choices: [String] { get }

    /// Converts the text given for `option`, or throws a usage error that names the option
    /// and says what would be accepted.
    init(argument: String, option: String) throws(UsageError)
}

extension ArgumentValue {
    public static var choices: [String] { [] }
}

/// A string enum is a set of choices: declaring the conformance is all it takes.
extension ArgumentValue where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var choices: [String] { allCases.map(\.rawValue) }

    public init(argument: String, option: String) throws(UsageError) {
        guard let value = Self(rawValue: argument) else {
            throw .invalidChoice(
                option: option, value: argument, choices: Self.choices,
                suggestion: suggestion(for: argument, among: Self.choices))
        }
        self = value
    }
}

extension String: ArgumentValue {
    public init(argument: String, option: String) { self = argument }
}

/// Lets an option without a default read as `nil` when absent (see `Option`).
extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    public static var choices: [String] { Wrapped.choices }

    public init(argument: String, option: String) throws(UsageError) {
        self = .some(try Wrapped(argument: argument, option: option))
    }
}

/// A count that must be at least 1, such as a size limit.
public struct PositiveInteger: ArgumentValue {
    public let value: Int

    public init(argument: String, option: String) throws(UsageError) {
        guard let value = Int(argument), value > 0 else {
            throw .invalidValue(option: option, value: argument, reason: "use a positive whole number")
        }
        self.value = value
    }
}
