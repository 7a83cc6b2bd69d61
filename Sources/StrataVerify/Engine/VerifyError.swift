import StrataDiagnostics
import StrataKnowledge

/// Why a verification could not produce a meaningful report. Each is one line, exit code 2.
public enum VerifyError: DiagnosticError, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was checked: an empty scope must fail loudly, never pass quietly.
    case noSwiftFiles(paths: [String])
    case configuration(ConfigurationErrors)
    case knowledge(KnowledgeError)
    /// A rule found something but its rules.json message could not be rendered with the values
    /// it supplied: Strata's own bug (exit code 3), never hidden behind another text.
    case unrenderableMessage(rule: String, file: String, line: Int, column: Int, reason: String)
    /// `strata rules test` could not make the empty folder its examples are checked in.
    case exampleProjectNotCreated(path: String, reason: String)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .noSwiftFiles(let paths):
            [
                Diagnostic(
                    id: "input.no-swift-files", severity: .error,
                    message: "no Swift file to check in \(paths.joined(separator: ", "))",
                    fixHint: "pass a folder that contains .swift files or check 'exclude' in strata.json")
            ]
        case .configuration(let errors): errors.diagnostics
        case .knowledge(let error): error.diagnostics
        case .unrenderableMessage(let rule, let file, let line, let column, let reason):
            [
                Diagnostic(
                    id: "internal.unrenderable-message", severity: .bug,
                    location: Diagnostic.Location(file: file, start: Diagnostic.Position(line: line, column: column)),
                    message: "rule '\(rule)' found a violation here, but its message cannot be rendered: \(reason)",
                    fixHint: "make the rule's message in rules.json name only placeholders the rule supplies; "
                        + "'strata knowledge validate' lists them")
            ]
        case .exampleProjectNotCreated(let path, let reason):
            [
                Diagnostic(
                    id: "input.example-project-not-created", severity: .error,
                    message: "cannot create the folder the examples are checked in, \(path): \(reason)",
                    fixHint: "make the temporary folder ($TMPDIR) writable and run again")
            ]
        }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
