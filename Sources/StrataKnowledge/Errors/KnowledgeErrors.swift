import StrataDiagnostics

/// Several errors found in one pass, so users can fix them all at once instead of one per run.
public struct KnowledgeErrors: DiagnosticError, Equatable, Sendable, CustomStringConvertible {
    public let errors: [KnowledgeError]

    public init(_ errors: [KnowledgeError]) {
        self.errors = errors
    }

    public var diagnostics: [Diagnostic] { errors.flatMap(\.diagnostics) }

    /// One line per error, in the order they were found.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}

extension [KnowledgeError] {
    /// Errors in the order a reader meets them in the file; errors without a position keep
    /// their relative order and come first.
    func sortedByPosition() -> [KnowledgeError] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.position, rhs.element.position) {
            case (let left?, let right?) where left != right: left < right
            case (nil, _?): true
            case (_?, nil): false
            default: lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
