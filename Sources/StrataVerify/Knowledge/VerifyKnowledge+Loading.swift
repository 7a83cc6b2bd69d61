import Foundation
import StrataKnowledge

extension VerifyKnowledge {
    /// Reads rules.json, architecture.json and state_management.json from `files`
    /// (repository-relative path → text), as `ResourceLibrary` or the embedded resources give them.
    public static func load(from files: [String: String]) throws(KnowledgeError) -> VerifyKnowledge {
        let rules = try document("knowledge/rules.json", in: files)
        let architecture = try document("knowledge/architecture.json", in: files)
        let states = try document("knowledge/state_management.json", in: files)
        return VerifyKnowledge(
            rules: try rules.array("rules").map(RuleEntry.init),
            layers: try architecture.array("layers").map(LayerPolicy.init),
            testFolders: try architecture.object("inference").strings("testFolders"),
            styles: try states.array("styles").map(StylePolicy.init),
            defaultStyle: try states.string("defaultStyle"),
            migrationMaps: try states.array("migrationMaps").map(MigrationMap.init))
    }

    private static func document(_ path: String, in files: [String: String]) throws(KnowledgeError) -> Reader {
        guard let text = files[path] else { throw .missingFile(path: path) }
        return Reader(value: try JSONParser.parse(text, file: path), file: path, path: .root)
    }
}

/// Reads fields of a parsed knowledge file, failing with the file, JSON path and position.
struct Reader {
    let value: JSONValue
    let file: String
    let path: JSONPath

    private func member(_ key: String) throws(KnowledgeError) -> Reader {
        guard case .object(let object) = value.kind else { throw mismatch("object") }
        guard let member = object[key] else {
            throw .missingKey(
                file: file, path: path.description, line: value.position.line, column: value.position.column, key: key)
        }
        return Reader(value: member.value, file: file, path: path.appending(key: key))
    }

    private func mismatch(_ expected: String) -> KnowledgeError {
        .typeMismatch(
            file: file, path: path.description, line: value.position.line, column: value.position.column,
            expected: expected, found: value.typeName)
    }

    func has(_ key: String) -> Bool { value[key] != nil }

    func object(_ key: String) throws(KnowledgeError) -> Reader { try member(key) }

    func string(_ key: String) throws(KnowledgeError) -> String { try member(key).text() }

    func optionalString(_ key: String) throws(KnowledgeError) -> String? {
        has(key) ? try string(key) : nil
    }

    func text() throws(KnowledgeError) -> String {
        guard case .string(let text) = value.kind else { throw mismatch("string") }
        return text
    }

    func array(_ key: String) throws(KnowledgeError) -> [Reader] {
        let list = try member(key)
        guard case .array(let elements) = list.value.kind else { throw list.mismatch("array") }
        return elements.enumerated().map { Reader(value: $1, file: file, path: list.path.appending(index: $0)) }
    }

    func optionalArray(_ key: String) throws(KnowledgeError) -> [Reader] {
        has(key) ? try array(key) : []
    }

    func strings(_ key: String) throws(KnowledgeError) -> [String] {
        var result: [String] = []
        for element in try optionalArray(key) { result.append(try element.text()) }
        return result
    }
}

extension RuleEntry {
    init(_ reader: Reader) throws(KnowledgeError) {
        let severityText = try reader.string("severity")
        guard let severity = Severity(rawValue: severityText) else {
            throw .invalidValue(
                file: reader.file, path: reader.path.appending(key: "severity").description,
                line: reader.value.position.line, column: reader.value.position.column,
                reason: "\"\(severityText)\" is not a severity; use error or warning")
        }
        let examples = try reader.object("examples")
        self.init(
            id: try reader.string("id"), name: try reader.string("name"), layers: try reader.strings("layers"),
            severity: severity, summary: try reader.string("summary"), rationale: try reader.string("rationale"),
            fixHint: try reader.string("fixHint"), message: try reader.string("message"),
            parameters: reader.value["parameters"],
            triggering: try examples.array("triggering").map(RuleExample.init),
            nonTriggering: try examples.array("nonTriggering").map(RuleExample.init))
    }
}

extension RuleExample {
    init(_ reader: Reader) throws(KnowledgeError) {
        var companions: [Companion] = []
        for companion in try reader.optionalArray("companions") {
            companions.append(Companion(path: try companion.string("path"), code: try companion.string("code")))
        }
        self.init(
            code: try reader.string("code"), note: try reader.optionalString("note"),
            layer: try reader.optionalString("layer"), path: try reader.optionalString("path"),
            style: try reader.optionalString("style"), companions: companions)
    }
}

extension LayerPolicy {
    init(_ reader: Reader) throws(KnowledgeError) {
        let imports = try reader.object("imports")
        let inference = try reader.object("inference")
        let module = try reader.string("module")
        self.init(
            id: try reader.string("id"),
            moduleSuffix: module.replacingOccurrences(of: "{{module}}", with: ""),
            dependsOn: try reader.strings("dependsOn"),
            importsAreClosed: try imports.string("mode") == "closed",
            allowedImports: try imports.strings("allowed"), forbiddenImports: try imports.strings("forbidden"),
            inferenceFolders: try inference.strings("folders"), inferenceFiles: try inference.strings("files"))
    }
}

extension StylePolicy {
    init(_ reader: Reader) throws(KnowledgeError) {
        func attributes(_ key: String, of reader: Reader) throws(KnowledgeError) -> [String] {
            try reader.strings(key).map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }
        }
        var components: [Component] = []
        for component in try reader.optionalArray("components") {
            let declaration = try component.string("declaration").split(separator: " ").map(String.init)
            components.append(Component(
                role: try component.string("role"), namePattern: try component.string("namePattern"),
                kind: declaration.first { ["class", "enum", "struct", "actor"].contains($0) },
                requiredAttributes: try attributes("requiredAttributes", of: component),
                requiredConformances: try component.strings("requiredConformances")))
        }
        self.init(
            id: try reader.string("id"), typeSuffix: try reader.string("typeSuffix"),
            requiredAttributes: try attributes("requiredAttributes", of: reader),
            requiredConformances: try reader.strings("requiredConformances"),
            forbiddenAttributes: try attributes("forbiddenAttributes", of: reader),
            forbiddenConformances: try reader.strings("forbiddenConformances"),
            requiredMethods: try reader.strings("requiredMethods"),
            viewOwnership: try attributes("viewOwnership", of: reader),
            migrationMaps: try reader.strings("migrationMaps"), components: components)
    }
}

extension MigrationMap {
    init(_ reader: Reader) throws(KnowledgeError) {
        var entries: [Entry] = []
        for entry in try reader.array("entries") {
            var detect: Detect?
            if entry.has("detect") {
                let detectReader = try entry.object("detect")
                let kindText = try detectReader.string("kind")
                guard let kind = Detect.Kind(rawValue: kindText) else {
                    throw .invalidValue(
                        file: reader.file, path: detectReader.path.appending(key: "kind").description,
                        line: detectReader.value.position.line, column: detectReader.value.position.column,
                        reason: "unknown detect kind \"\(kindText)\"")
                }
                detect = Detect(
                    kind: kind, name: try detectReader.string("name"),
                    receiver: try detectReader.optionalString("receiver"), labels: try detectReader.strings("labels"))
            }
            entries.append(Entry(legacy: try entry.string("legacy"), replacement: try entry.string("replacement"), detect: detect))
        }
        self.init(id: try reader.string("id"), from: try reader.string("from"), to: try reader.string("to"), entries: entries)
    }
}
