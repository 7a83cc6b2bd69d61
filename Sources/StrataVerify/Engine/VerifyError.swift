import StrataDiagnostics
import StrataKnowledge

/// Why a verification could not produce a meaningful report. Each is one line, exit code 2.
public enum VerifyError: DiagnosticError, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was checked: an empty scope must fail loudly, never pass quietly.
    case noSwiftFiles(paths: [String])
    case configuration(ConfigurationErrors)
    case knowledge(KnowledgeError)

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
        }
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
