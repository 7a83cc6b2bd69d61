import StrataKnowledge

/// Something wrong in `strata.json`, or in the baseline file. Rendered as one line with where
/// and how to fix, e.g. `strata.json:3:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?`.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not valid JSON or does not fit the format (unknown key, wrong type…).
    case invalidFile(KnowledgeError)
    case unknownRule(file: String, line: Int, column: Int, rule: String, suggestion: String?)
    case unknownLayer(file: String, line: Int, column: Int, layer: String, suggestion: String?, known: [String])
    case unknownStyle(file: String, line: Int, column: Int, style: String, known: [String])
    case invalidSeverity(file: String, line: Int, column: Int, rule: String, value: String)
    case unknownMigrationSource(file: String, line: Int, column: Int, source: String, suggestion: String?, known: [String])
    /// A layer glob that matches no checked file: likely a typo that would leave a layer unchecked.
    case globMatchesNothing(file: String, line: Int, column: Int, layer: String, glob: String)

    /// One line whatever the file held: names quoted from it have their control characters escaped.
    public var description: String { unescapedDescription.escapingControlCharacters }

    private var unescapedDescription: String {
        switch self {
        case .invalidFile(let error):
            return error.description
        case .unknownRule(let file, let line, let column, let rule, let suggestion):
            return "\(file):\(line):\(column): unknown rule '\(rule)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'strata rules list' to see the rule ids")
        case .unknownLayer(let file, let line, let column, let layer, let suggestion, let known):
            return "\(file):\(line):\(column): unknown layer '\(layer)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; use one of: \(known.joined(separator: ", "))")
        case .unknownStyle(let file, let line, let column, let style, let known):
            return "\(file):\(line):\(column): unknown view-model style '\(style)'; use one of: "
                + known.joined(separator: ", ")
        case .invalidSeverity(let file, let line, let column, let rule, let value):
            return "\(file):\(line):\(column): '\(value)' is not a severity for rule '\(rule)'; use error, warning or off"
        case .unknownMigrationSource(let file, let line, let column, let source, let suggestion, let known):
            return "\(file):\(line):\(column): unknown migration source '\(source)' in migratingFrom"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; use one of: \(known.joined(separator: ", "))")
        case .globMatchesNothing(let file, let line, let column, let layer, let glob):
            return "\(file):\(line):\(column): layer '\(layer)' glob '\(glob)' matches no Swift file; "
                + "fix the pattern or remove it"
        }
    }
}

/// Every problem found in one configuration file, so all can be fixed in one go.
public struct ConfigurationErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) {
        self.errors = errors
    }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
