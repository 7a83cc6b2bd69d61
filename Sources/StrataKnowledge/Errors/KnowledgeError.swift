/// Everything that can be wrong with knowledge files, templates, the manifest or the names and
/// fields a user types. Each case carries what a one-line message needs: what is wrong and, for
/// errors in a file, where (a ``JSONLocation`` or ``FileLocation``), so the place is written once
/// instead of in every case. The text itself is written in one place, `description`.
public enum KnowledgeError: Error, Equatable, Sendable {
    // JSON documents.
    case json(JSONProblem, at: JSONLocation)

    // Files.
    case missingFile(path: String)
    case unreadableFile(path: String, reason: String)
    /// A file or folder that is there but cannot serve: `reason` says why and how to fix it.
    case unusableFile(path: String, reason: String)

    // Templates.
    case template(TemplateProblem, at: FileLocation)
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

/// Where in a file a problem is: the 1-based line and UTF-8 column of what is wrong.
public struct FileLocation: Equatable, Sendable {
    public let file: String
    public let position: SourcePosition

    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    public init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }
}

/// Where in a JSON document a problem is: the file, the JSON path of the value it is about
/// (`$.rules[0].id`), and the line and column of what is wrong.
public struct JSONLocation: Equatable, Sendable {
    public let file: String
    /// Nil for malformed JSON: the text has no values yet to name.
    public let path: String?
    public let position: SourcePosition

    public init(file: String, path: String?, position: SourcePosition) {
        self.file = file
        self.path = path
        self.position = position
    }

    public init(file: String, path: String?, line: Int, column: Int) {
        self.init(file: file, path: path, position: SourcePosition(line: line, column: column))
    }
}

/// What is wrong in a JSON document; paired with where by `KnowledgeError.json`. The case names
/// are the diagnostics' ids (`knowledge.missing-key`, `config.malformed-json`).
public enum JSONProblem: Equatable, Sendable {
    case malformedJSON(String)
    /// The object at the location's path lacks the key; the position is the object's opening brace.
    case missingKey(String)
    /// The location's path ends with the unknown key; the position is the key's.
    case unknownKey(String, suggestion: String?)
    case typeMismatch(expected: String, found: String)
    /// Says what is wrong and how to fix it, e.g. `"fatal" is not allowed; use one of: error, warning`.
    case invalidValue(String)
    case unsupportedSchemaVersion(found: String, supported: [Int])
}

extension KnowledgeError {
    /// The file a positioned error is in (the one `position` refers to).
    public var file: String? {
        switch self {
        case .json(_, let location): location.file
        case .template(_, let location): location.file
        case .missingFile, .unreadableFile, .unusableFile, .unknownTemplate, .invalidIdentifier, .invalidField,
            .invalidInput, .missingInput, .staleManifest:
            nil
        }
    }

    /// Where in its file the error is, when it has a line and column.
    public var position: SourcePosition? {
        switch self {
        case .json(_, let location): location.position
        case .template(_, let location): location.position
        case .missingFile, .unreadableFile, .unusableFile, .unknownTemplate, .invalidIdentifier, .invalidField,
            .invalidInput, .missingInput, .staleManifest:
            nil
        }
    }
}
