import Foundation

/// Decodes plain `Decodable` models from JSON and rejects anything the model did not read.
///
/// Foundation's `JSONDecoder` silently ignores unknown keys, so a misspelt optional key
/// (`"severty"`) vanishes without a trace; here it is an error with a "did you mean" hint.
/// Every error names the file, the JSON path and the line:column.
///
/// Enums that are `CaseIterable` with raw values get their allowed values listed when a file
/// uses another one.
public struct StrictJSONDecoder: Sendable {
    /// The `schemaVersion` values the root object may carry; `nil` for JSON that is not a
    /// Strata file (such as a protocol message) and has no `schemaVersion`.
    public var supportedSchemaVersions: Set<Int>?

    public init(supportedSchemaVersions: Set<Int>? = [1]) {
        self.supportedSchemaVersions = supportedSchemaVersions
    }

    /// Decodes `type`, throwing the first problem in document order.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(KnowledgeError) -> T {
        do {
            return try decodeDocument(type, from: data, file: file).value
        } catch {
            throw error.errors[0]
        }
    }

    /// Decodes `type`, reporting every unknown key at once (and, if decoding itself failed,
    /// that failure plus the keys that are unknown for certain).
    public func decodeReportingAll<T: Decodable>(_ type: T.Type, from data: Data, file: String) throws(KnowledgeErrors)
        -> T
    {
        try decodeDocument(type, from: data, file: file).value
    }

    /// Like `decodeReportingAll`, keeping the positioned tree for checks made after decoding.
    public func decodeDocument<T: Decodable>(
        _ type: T.Type, from data: Data, file: String
    ) throws(KnowledgeErrors) -> JSONDocument<T> {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data, file: file)
        } catch {
            throw KnowledgeErrors([error])
        }
        return try decodeDocument(type, from: root, file: file)
    }

    /// Decodes an already parsed tree.
    public func decodeDocument<T: Decodable>(
        _ type: T.Type, from root: JSONValue, file: String
    ) throws(KnowledgeErrors) -> JSONDocument<T> {
        let session = DecodingSession(file: file, root: root)
        if let schemaError = checkSchemaVersion(of: root, session: session) {
            throw KnowledgeErrors([schemaError])
        }
        let result: Result<T, KnowledgeError>
        do {
            result = .success(
                try StrictDecoder(value: root, path: .root, session: session).decode(type, from: root, at: .root))
        } catch {
            result = .failure(session.knowledgeError(from: error, decoding: type, value: root, path: .root))
        }
        switch result {
        case .success(let value):
            let unknownKeys = session.unknownKeyErrors(definiteOnly: false)
            guard unknownKeys.isEmpty else { throw KnowledgeErrors(unknownKeys) }
            return JSONDocument(value: value, root: root, file: file)
        case .failure(let error):
            let unknownKeys = session.unknownKeyErrors(definiteOnly: true).filter { $0 != error }
            throw KnowledgeErrors(([error] + unknownKeys).sortedByPosition())
        }
    }

    /// Checks the root `schemaVersion` and marks it read, so models need not declare it.
    private func checkSchemaVersion(of root: JSONValue, session: DecodingSession) -> KnowledgeError? {
        guard let supported = supportedSchemaVersions else { return nil }
        guard case .object(let object) = root.kind else {
            return session.typeMismatch(expected: "object", found: root, path: .root)
        }
        session.open(object, path: .root) { $0 == "schemaVersion" }
        guard let index = object.index(forKey: "schemaVersion") else {
            return session.missingKey("schemaVersion", in: object, at: root.position, path: .root)
        }
        session.markRead(memberAt: index, in: object)
        let member = object.members[index]
        let path = JSONPath.root.appending(key: "schemaVersion")
        guard case .number(let text) = member.value.kind else {
            return session.typeMismatch(expected: "integer", found: member.value, path: path)
        }
        guard let version = Int(text), supported.contains(version) else {
            return .json(
                .unsupportedSchemaVersion(found: text, supported: supported.sorted()),
                at: JSONLocation(file: session.file, path: path.description, position: member.value.position))
        }
        return nil
    }
}
