/// Several errors found in one pass, so users can fix them all at once instead of one per run.
public struct KnowledgeErrors: Error, Equatable, Sendable, CustomStringConvertible {
    public let errors: [KnowledgeError]

    public init(_ errors: [KnowledgeError]) {
        self.errors = errors
    }

    /// One line per error, in the order they were found.
    public var description: String {
        errors.map(\.description).joined(separator: "\n")
    }
}
