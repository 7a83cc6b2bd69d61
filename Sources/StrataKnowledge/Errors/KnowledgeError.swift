/// Everything that can be wrong with knowledge files, templates, the manifest or the names and
/// fields a user types. Each case carries what a one-line message needs: where (file, JSON path,
/// line:column) and what. The text itself is written in one place, `description`.
public enum KnowledgeError: Error, Equatable, Sendable {
    // JSON documents.
    case malformedJSON(file: String, line: Int, column: Int, reason: String)
    /// `path` is the object that lacks `key`; the position is the object's opening brace.
    case missingKey(file: String, path: String, line: Int, column: Int, key: String)
    /// `path` ends with the unknown key; the position is the key's.
    case unknownKey(file: String, path: String, line: Int, column: Int, key: String, suggestion: String?)
    case typeMismatch(file: String, path: String, line: Int, column: Int, expected: String, found: String)
    /// `reason` says what is wrong and how to fix it, e.g. `"fatal" is not allowed; use one of: error, warning`.
    case invalidValue(file: String, path: String, line: Int, column: Int, reason: String)
    case unsupportedSchemaVersion(file: String, path: String, line: Int, column: Int, found: String, supported: [Int])

    // Files.
    case missingFile(path: String)
    case unreadableFile(path: String, reason: String)
    /// A file or folder that is there but cannot serve: `reason` says why and how to fix it.
    case unusableFile(path: String, reason: String)

    // Templates.
    case template(file: String, line: Int, column: Int, problem: TemplateProblem)
    case unknownTemplate(id: String, available: [String])

    // What users type on the command line.
    case invalidIdentifier(name: String, problem: IdentifierProblem)
    case invalidField(field: String, problem: FieldProblem)
    /// A variable's input string that its declared type cannot accept, e.g. `maybe` for a `bool`.
    case invalidInput(variable: String, value: String, expected: String)
    /// A variable without a default that the caller did not supply.
    case missingInput(template: String, variable: String)

    // Manifest.
    case staleManifest(file: String, entry: String, change: ManifestChange)
}

extension KnowledgeError {
    /// The file a positioned error is in (the one `position` refers to).
    public var file: String? {
        switch self {
        case .malformedJSON(let file, _, _, _),
            .missingKey(let file, _, _, _, _),
            .unknownKey(let file, _, _, _, _, _),
            .typeMismatch(let file, _, _, _, _, _),
            .invalidValue(let file, _, _, _, _),
            .unsupportedSchemaVersion(let file, _, _, _, _, _),
            .template(let file, _, _, _):
            file
        case .missingFile, .unreadableFile, .unusableFile, .unknownTemplate, .invalidIdentifier, .invalidField,
            .invalidInput, .missingInput,
            .staleManifest:
            nil
        }
    }

    /// Where in its file the error is, when it has a line and column.
    public var position: SourcePosition? {
        switch self {
        case .malformedJSON(_, let line, let column, _),
            .missingKey(_, _, let line, let column, _),
            .unknownKey(_, _, let line, let column, _, _),
            .typeMismatch(_, _, let line, let column, _, _),
            .invalidValue(_, _, let line, let column, _),
            .unsupportedSchemaVersion(_, _, let line, let column, _, _),
            .template(_, let line, let column, _):
            SourcePosition(line: line, column: column)
        case .missingFile, .unreadableFile, .unusableFile, .unknownTemplate, .invalidIdentifier, .invalidField,
            .invalidInput, .missingInput,
            .staleManifest:
            nil
        }
    }
}
