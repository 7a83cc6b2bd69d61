import StrataDiagnostics
import StrataJSON

/// The state one strict decode shares across all its containers: which keys of which objects
/// the model read or asked for, so that keys nobody read can be reported as unknown.
final class DecodingSession {
    private struct ObjectRecord {
        let path: JSONPath
        let object: JSONObject
        /// Per member: whether its value was decoded.
        var read: [Bool]
        /// Per member: whether some `CodingKey` type accepts its key; the others cannot be
        /// read by any model code.
        var recognized: [Bool]
        /// Keys the model looked up that the object lacks: the declared names a misspelt key
        /// may have been meant as.
        var askedAbsent: Set<String> = []

        init(path: JSONPath, object: JSONObject) {
            self.path = path
            self.object = object
            read = Array(repeating: false, count: object.members.count)
            recognized = read
        }
    }

    let file: String
    let root: JSONValue
    /// Indexed by `JSONObject.id`; nil for objects no model opened.
    private var records: [ObjectRecord?] = []

    init(file: String, root: JSONValue) {
        self.file = file
        self.root = root
    }

    // MARK: Tracking

    func open(_ object: JSONObject, path: JSONPath, recognizes: (String) -> Bool) {
        if object.id >= records.count {
            records.append(contentsOf: repeatElement(nil, count: object.id - records.count + 1))
        }
        var record = records[object.id] ?? ObjectRecord(path: path, object: object)
        for (index, member) in object.members.enumerated() where !record.recognized[index] {
            record.recognized[index] = recognizes(member.key)
        }
        records[object.id] = record
    }

    func markAsked(_ key: String, in object: JSONObject) {
        if object.index(forKey: key) == nil {
            records[object.id]?.askedAbsent.insert(key)
        }
    }

    func markRead(memberAt index: Int, in object: JSONObject) {
        records[object.id]?.read[index] = true
    }

    /// Keys present in opened objects but never read, sorted by position. With `definiteOnly`,
    /// only keys no `CodingKey` type accepts — the ones certain to be unknown even when decoding
    /// stopped early at another error.
    func unknownKeyErrors(definiteOnly: Bool) -> [KnowledgeError] {
        var errors: [(SourcePosition, KnowledgeError)] = []
        for case let record? in records {
            for (index, member) in record.object.members.enumerated() where !record.read[index] {
                if definiteOnly && record.recognized[index] { continue }
                let error = KnowledgeError.json(
                    .unknownKey(member.key, suggestion: suggestion(for: member.key, among: record.askedAbsent)),
                    at: JSONLocation(
                        file: file, path: record.path.appending(key: member.key).description,
                        position: member.keyPosition))
                errors.append((member.keyPosition, error))
            }
        }
        return errors.sorted { $0.0 < $1.0 }.map(\.1)
    }

    // MARK: Errors

    /// A missing key — unless the object holds a key no model accepts that is spelt almost like
    /// it; then that typo is the real problem and is reported where it is written.
    func missingKey(_ key: String, in object: JSONObject, at position: SourcePosition, path: JSONPath) -> KnowledgeError
    {
        let record = object.id < records.count ? records[object.id] : nil
        for (index, member) in object.members.enumerated() where record?.recognized[index] != true {
            if suggestion(for: member.key, among: [key]) != nil {
                return .json(
                    .unknownKey(member.key, suggestion: key),
                    at: JSONLocation(
                        file: file, path: path.appending(key: member.key).description, position: member.keyPosition))
            }
        }
        return .json(.missingKey(key), at: JSONLocation(file: file, path: path.description, position: position))
    }

    func typeMismatch(expected: String, found value: JSONValue, path: JSONPath) -> KnowledgeError {
        .json(
            .typeMismatch(expected: expected, found: value.typeName),
            at: JSONLocation(file: file, path: path.description, position: value.position))
    }

    func invalidValue(_ reason: String, at path: JSONPath) -> KnowledgeError {
        let position = root.closestPosition(to: path)
        return .json(.invalidValue(reason), at: JSONLocation(file: file, path: path.description, position: position))
    }

    /// Turns an error a model's `init(from:)` threw — typically the standard library's
    /// "cannot initialize enum from invalid value" — into a positioned knowledge error.
    func knowledgeError(from error: any Error, decoding type: Any.Type, value: JSONValue, path: JSONPath)
        -> KnowledgeError
    {
        if let error = error as? KnowledgeError { return error }
        guard let decodingError = error as? DecodingError else {
            return invalidValue("\(error)", at: path)
        }
        switch decodingError {
        case .dataCorrupted(let context):
            let errorPath = JSONPath(codingPath: context.codingPath)
            if errorPath == path, let allowed = AllowedValues.rawValues(of: type) {
                return invalidValue(
                    "\(value.literalText) is not an allowed value; use one of: \(allowed.joined(separator: ", "))",
                    at: path)
            }
            return invalidValue(context.debugDescription, at: errorPath)
        case .keyNotFound(let key, let context):
            let objectPath = JSONPath(codingPath: context.codingPath)
            let object = root.value(at: objectPath)
            guard let object, case .object(let members) = object.kind else {
                return invalidValue("missing key \"\(key.stringValue)\"", at: objectPath)
            }
            return missingKey(key.stringValue, in: members, at: object.position, path: objectPath)
        case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
            let errorPath = JSONPath(codingPath: context.codingPath)
            let found = root.value(at: errorPath)?.typeName ?? "nothing"
            let position = root.closestPosition(to: errorPath)
            return .json(
                .typeMismatch(expected: "\(expected)", found: found),
                at: JSONLocation(file: file, path: errorPath.description, position: position))
        @unknown default:
            return invalidValue("\(decodingError)", at: path)
        }
    }
}

/// The raw values of a `CaseIterable & RawRepresentable` type, to list what is allowed.
private enum AllowedValues {
    static func rawValues(of type: Any.Type) -> [String]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        return rawValues(ofCasesOf: iterable)
    }

    private static func rawValues<T: CaseIterable>(ofCasesOf type: T.Type) -> [String]? {
        let values = type.allCases.compactMap { ($0 as? any RawRepresentable).map { "\($0.rawValue)" } }
        return values.isEmpty ? nil : values
    }
}

extension JSONPath {
    init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in key.intValue.map(Component.index) ?? .key(key.stringValue) })
    }

    var codingPath: [any CodingKey] {
        components.map { component in
            switch component {
            case .key(let key): JSONCodingKey(stringValue: key)
            case .index(let index): JSONCodingKey(intValue: index)
            }
        }
    }
}

extension JSONValue {
    /// A short JSON rendering of a scalar, for messages such as `"fatal" is not an allowed value`.
    var literalText: String {
        switch kind {
        case .string(let text): "\"\(text)\""
        case .number(let text): text
        case .bool(let flag): "\(flag)"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
