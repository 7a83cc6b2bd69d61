import StrataDiagnostics

/// Something wrong in `strata.json`, or in the baseline file. Rendered as one line with where
/// and how to fix, e.g. `strata.json:3:5: unknown rule 'domain-purty'; did you mean 'domain-purity'?`.
public enum ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A setting the format accepts whose value Strata does not know, and where it is.
    public enum Setting: Equatable, Sendable {
        case unknownRule(String, suggestion: String?)
        case unknownLayer(String, suggestion: String?, known: [String])
        case unknownStyle(String, known: [String])
        case invalidSeverity(rule: String, value: String)
        case unknownMigrationSource(String, suggestion: String?, known: [String])
        /// A layer glob that matches no checked file: likely a typo that would leave a layer unchecked.
        case globMatchesNothing(layer: String, glob: String)
        /// A glob no path can match whatever the files: `problem` says why.
        case invalidGlob(String, problem: String)
        /// A custom layer named like a knowledge-base layer, which it would silently replace.
        case customLayerShadowsLayer(String)
        /// A custom layer id that is not a lowercase word (`networking`, `feature-flags`).
        case invalidCustomLayerName(String)
    }

    /// The file is not valid JSON or does not fit the format (unknown key, wrong type…).
    case invalidFile(KnowledgeError)
    case invalidSetting(Setting, file: String, at: SourcePosition)

    /// One line whatever the file held: names quoted from it have their control characters escaped.
    public var description: String { diagnostic.description }

    /// `config.unknown-rule` at the setting, or the file's error with a `config.` id (a
    /// baseline's errors are named `config.` too: it is configuration of the run).
    public var diagnostic: Diagnostic {
        switch self {
        case .invalidFile(let error):
            return error.diagnostic(namespace: "config")
        case .invalidSetting(let setting, let file, let position):
            let (message, fixHint) = Self.text(of: setting)
            return Diagnostic(
                id: Diagnostic.id("config", caseOf: setting), severity: .error,
                location: Diagnostic.Location(
                    file: file, start: position),
                message: message, fixHint: fixHint)
        }
    }

    private static func text(of setting: Setting) -> (message: String, fixHint: String) {
        switch setting {
        case .unknownRule(let rule, let suggestion):
            return ("unknown rule '\(rule)'", didYouMean(suggestion) ?? "run 'strata rules list' to see the rule ids")
        case .unknownLayer(let layer, let suggestion, let known):
            return (
                "unknown layer '\(layer)'", didYouMean(suggestion) ?? "use one of: \(known.joined(separator: ", "))"
            )
        case .unknownStyle(let style, let known):
            return ("unknown view-model style '\(style)'", "use one of: " + known.joined(separator: ", "))
        case .invalidSeverity(let rule, let value):
            return ("'\(value)' is not a severity for rule '\(rule)'", "use error, warning or off")
        case .unknownMigrationSource(let source, let suggestion, let known):
            return (
                "unknown migration source '\(source)' in migratingFrom",
                didYouMean(suggestion) ?? "use one of: \(known.joined(separator: ", "))"
            )
        case .globMatchesNothing(let layer, let glob):
            return ("layer '\(layer)' glob '\(glob)' matches no Swift file", "fix the pattern or remove it")
        case .invalidGlob(let glob, let problem):
            return (
                "glob '\(glob)' \(problem)",
                "write a path relative to the project root; *, ?, ** and {a,b} are the wildcards, and a backslash "
                    + "makes the next character literal"
            )
        case .customLayerShadowsLayer(let layer):
            return (
                "custom layer '\(layer)' is already a layer of the knowledge base",
                "give the custom layer a name of its own, or set \(layer)'s globs under layers"
            )
        case .invalidCustomLayerName(let layer):
            return (
                "custom layer '\(layer)' is not a lowercase name",
                "use lowercase letters, digits and '-', starting with a letter (networking, feature-flags)"
            )
        }
    }

    private static func didYouMean(_ suggestion: String?) -> String? {
        suggestion.map { "did you mean '\($0)'?" }
    }
}

/// Every problem found in one configuration file, so all can be fixed in one go.
public struct ConfigurationErrors: DiagnosticError, Equatable, Sendable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) {
        self.errors = errors
    }

    public var diagnostics: [Diagnostic] { errors.map(\.diagnostic) }

    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
