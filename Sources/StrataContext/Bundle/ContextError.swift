import StrataDiagnostics
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// Why `strata context` could not produce or check the bundle. Rendered as one line.
public enum ContextError: DiagnosticError, Equatable, CustomStringConvertible {
    /// A section's share of an over-budget file, so the message can say what to trim.
    public struct SectionSize: Equatable, Sendable {
        public var title: String
        public var size: Int
    }

    case unknownAgent(name: String, known: [String])
    case overBudget(path: String, size: Int, budget: ContextBudget, largestSections: [SectionSize])
    case essentialContentTooLate(path: String, end: Int, limit: Int)
    case duplicatePath(String)
    case unwritable(path: String, reason: String)
    case unmergeable(path: String, reason: String)
    /// The all-or-nothing write failed; its message names the file, the cause and what remains.
    case notWritten(ScaffoldError)
    case noProject(directory: String)
    /// strata.json or the knowledge base could not be read; the wrapped error says where.
    case invalidInput(KnowledgeError)
    /// strata.json breaks the rules `strata verify` reads it by.
    case invalidConfiguration(ConfigurationErrors)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .notWritten(let error): error.diagnostics
        case .invalidInput(let error): error.diagnostics
        case .invalidConfiguration(let errors): errors.diagnostics
        default: [Diagnostic(id: Diagnostic.id("context", caseOf: self), severity: .error, message: description)]
        }
    }

    public var description: String {
        switch self {
        case .unknownAgent(let name, let known):
            return "unknown agent '\(name)'; use a comma-separated list of \(known.joined(separator: ", "))"
        case .overBudget(let path, let size, let budget, let sections):
            let trim = sections.prefix(3).map { "\($0.title) (\($0.size) \(budget.measure.rawValue))" }
            return "\(path) would be \(size) \(budget.measure.rawValue), over its budget of \(budget.limit) "
                + "(\(budget.reason)) by \(size - budget.limit); trim the largest sections in knowledge/: "
                + trim.joined(separator: ", ") + ", or raise the limit with --max-chars"
        case .essentialContentTooLate(let path, let end, let limit):
            return "\(path): the essential sections end at character \(end), past the first \(limit) that "
                + "Copilot code review reads; shorten the project summary and commands in knowledge/"
        case .duplicatePath(let path):
            return "two targets would write \(path); the second would silently replace the first"
        case .unwritable(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .unmergeable(let path, let reason):
            return "cannot add Strata's MCP server to \(path): \(reason); make it plain JSON (no comments) "
                + "or remove it, then run 'strata context'"
        case .notWritten(let error):
            return error.description
        case .noProject(let directory):
            return "no strata.json in \(directory) or any parent folder; run 'strata new <Name>' first, "
                + "or run this inside a Strata package"
        case .invalidInput(let error):
            return error.description
        case .invalidConfiguration(let errors):
            return errors.description
        }
    }
}
