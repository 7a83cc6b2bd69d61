import StrataKnowledge

/// Why a verification could not produce a meaningful report. Each is one line, exit code 2.
public enum VerifyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was checked: an empty scope must fail loudly, never pass quietly.
    case noSwiftFiles(paths: [String])
    case configuration(ConfigurationErrors)
    case knowledge(KnowledgeError)

    public var description: String {
        switch self {
        case .noSwiftFiles(let paths):
            return "no Swift file to check in \(paths.joined(separator: ", ")); "
                + "pass a folder that contains .swift files or check 'exclude' in strata.json"
        case .configuration(let errors):
            return errors.description
        case .knowledge(let error):
            return error.description
        }
    }
}
