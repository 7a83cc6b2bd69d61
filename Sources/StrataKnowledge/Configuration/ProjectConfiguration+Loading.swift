import Foundation
import StrataCore
import StrataDiagnostics

/// Reading strata.json: every problem in the file is collected before failing — keys the format
/// lacks, values of the wrong type, globs no path can match, names the knowledge lacks — so one
/// run lists them all, each at its line and column.
extension ProjectConfiguration {
    /// The keys the format accepts. The strict decoder reports any other key (with a "did you
    /// mean"); the values are read from the positioned tree below, which keeps going past a
    /// wrong type where decoding stops at the first.
    private struct FileFormat: Decodable {
        var schema: String?
        var module: String?
        var style: String?
        var tests: [String]?
        var layers: [String: [String]]?
        var rules: [String: String]?
        var exclude: [String]?
        var forbiddenImports: [String: [String]]?
        var migratingFrom: [String]?
        var names: [String: [String]]?
        var customLayers: [String: CustomLayerFormat]?
        var modules: [String: String]?

        /// One of `customLayers`: only `globs` is required.
        struct CustomLayerFormat: Decodable {
            var globs: [String]
            var dependsOn: [String]?
            var allowedImports: [String]?
            var forbiddenImports: [String]?

            enum CodingKeys: String, CodingKey, CaseIterable {
                case globs, dependsOn, allowedImports, forbiddenImports
            }
        }

        /// `$schema` names the JSON Schema editors complete the file from; Strata ignores its value.
        enum CodingKeys: String, CodingKey, CaseIterable {
            case schema = "$schema"
            case module, style, tests, layers, rules, exclude, forbiddenImports, migratingFrom, names, customLayers,
                modules
        }
    }

    /// The keys a strata.json may hold (`schemaVersion` is checked by the decoder itself). This model is the
    /// format's one description: `Schemas/strata.schema.json` is checked against it by a test.
    public static let fileKeys = FileFormat.CodingKeys.allCases.map(\.rawValue) + ["schemaVersion"]
    /// The keys of one of `customLayers`, and the ones it must hold.
    public static let customLayerKeys = FileFormat.CustomLayerFormat.CodingKeys.allCases.map(\.rawValue)
    public static let requiredCustomLayerKeys = [FileFormat.CustomLayerFormat.CodingKeys.globs.rawValue]

    /// Parses and validates `data`, collecting every problem before failing.
    public static func load(_ data: Data, file: String, vocabulary: Vocabulary) throws(ConfigurationErrors) -> Self {
        let root: JSONValue
        do {
            root = try JSONParser.parse(data, file: file)
        } catch {
            throw ConfigurationErrors([.invalidFile(error)])
        }
        var errors: [ConfigurationError] = []
        do {
            _ = try StrictJSONDecoder().decodeDocument(FileFormat.self, from: root, file: file)
        } catch {
            errors += error.errors.map { .invalidFile(Self.withSuggestion($0, root: root)) }
        }
        // Not an object: nothing below has keys to read, and the decoder said so.
        guard case .object = root.kind else { throw ConfigurationErrors(errors) }
        var reader = TreeReader(file: file, root: root)
        var configuration = ProjectConfiguration(file: file)
        configuration.read(from: &reader, vocabulary: vocabulary, errors: &errors)
        errors += reader.errors.map(ConfigurationError.invalidFile)
        guard errors.isEmpty else { throw ConfigurationErrors(Self.inFileOrder(errors)) }
        return configuration
    }

    private mutating func read(
        from reader: inout TreeReader, vocabulary: Vocabulary, errors: inout [ConfigurationError]
    ) {
        let file = self.file
        _ = reader.string("$schema")
        if let (module, position) = reader.string("module") {
            self.module = module
            // The module name becomes folder, target and type names (and reaches context.json):
            // a path or a keyword in it is refused here, for every command that reads the file.
            do {
                try SwiftIdentifier.validate(module)
            } catch {
                errors.append(
                    .invalidFile(
                        .json(
                            .invalidValue(error.message),
                            at: JSONLocation(file: file, path: "module", position: position))))
            }
        }
        if let (style, position) = reader.string("style") {
            if vocabulary.styles.contains(style) {
                self.style = style
            } else {
                errors.append(.invalidSetting(.unknownStyle(style, known: vocabulary.styles), file: file, at: position))
            }
        }
        readCustomLayers(from: &reader, shippedLayers: vocabulary.layers, errors: &errors)
        let layerNames = vocabulary.layers + [ProjectConfiguration.testsLayer]
        func isKnownLayer(_ member: JSONObject.Member) -> Bool {
            guard !layerNames.contains(member.key) else { return true }
            errors.append(
                .invalidSetting(
                    .unknownLayer(
                        member.key, suggestion: suggestion(for: member.key, among: layerNames), known: layerNames),
                    file: file, at: member.keyPosition))
            return false
        }
        func globs(_ values: [(String, JSONValue)], layer: String?) -> [String] {
            checkedGlobs(values, layer: layer, errors: &errors)
        }
        if let members = reader.object("layers") {
            layers = []
            for member in members {
                let values = reader.strings(member.value, path: ["layers", .key(member.key)]) ?? []
                guard isKnownLayer(member) else { continue }
                let layerGlobs = globs(values, layer: member.key)
                layers?.append((member.key, layerGlobs))
            }
        }
        if let tests = reader.strings("tests") {
            layers =
                (layers ?? []) + [
                    (ProjectConfiguration.testsLayer, globs(tests, layer: ProjectConfiguration.testsLayer))
                ]
        }
        exclude = globs(reader.strings("exclude") ?? [], layer: nil)
        for member in reader.object("forbiddenImports") ?? [] {
            let modules = reader.strings(member.value, path: ["forbiddenImports", .key(member.key)])?.map(\.0) ?? []
            if isKnownLayer(member) { forbiddenImports[member.key] = modules }
        }
        // Modules no manifest declares (an Xcode framework target, a vendored module) or declares
        // under a layer Strata cannot infer; a custom layer may own modules too.
        let moduleLayerNames = vocabulary.layers + customLayers.map(\.id)
        for member in reader.object("modules") ?? [] {
            guard let layer = reader.string(member.value, path: ["modules", .key(member.key)]) else { continue }
            guard moduleLayerNames.contains(layer) else {
                errors.append(
                    .invalidSetting(
                        .unknownLayer(
                            layer, suggestion: suggestion(for: layer, among: moduleLayerNames), known: moduleLayerNames),
                        file: file, at: member.value.position))
                continue
            }
            moduleLayers[member.key] = layer
        }
        for member in reader.object("rules") ?? [] {
            let value = reader.string(member.value, path: ["rules", .key(member.key)])
            // A project rule's id is checked once `.strata/rules.json` is read, which needs this file's custom layers.
            if ProjectConfiguration.isProjectRuleID(member.key) && !vocabulary.rules.contains(member.key) {
                projectRulePositions[member.key] = member.keyPosition
            } else if !vocabulary.rules.contains(member.key) {
                errors.append(
                    .invalidSetting(
                        .unknownRule(member.key, suggestion: suggestion(for: member.key, among: vocabulary.rules)),
                        file: file, at: member.keyPosition))
                continue
            }
            guard let value else { continue }
            guard let setting = RuleSetting(rawValue: value) else {
                errors.append(
                    .invalidSetting(
                        .invalidSeverity(rule: member.key, value: value), file: file, at: member.value.position))
                continue
            }
            ruleSettings[member.key] = setting
        }
        var lists: [String: [String]] = [:]
        for member in reader.object("names") ?? [] {
            let endings = reader.strings(member.value, path: ["names", .key(member.key)])?.map(\.0)
            guard NamingVocabulary.roles.contains(member.key) else {
                errors.append(
                    .invalidFile(
                        .json(
                            .invalidValue(
                                "unknown role; use one of: " + NamingVocabulary.roles.joined(separator: ", ")),
                            at: JSONLocation(file: file, path: "names.\(member.key)", position: member.keyPosition))))
                continue
            }
            lists[member.key] = endings
        }
        names = NamingVocabulary(replacing: lists)
        let sources = reader.strings("migratingFrom") ?? []
        migratingFrom = sources.map(\.0)
        if let known = vocabulary.migrationSources {
            for (name, value) in sources where !known.contains(name) {
                errors.append(
                    .invalidSetting(
                        .unknownMigrationSource(name, suggestion: suggestion(for: name, among: known), known: known),
                        file: file, at: value.position))
            }
        }
    }

    /// The globs of `values`, each invalid one reported at its place and each valid one's place
    /// kept for a layer glob that later matches nothing.
    mutating func checkedGlobs(_ values: [(String, JSONValue)], layer: String?, errors: inout [ConfigurationError])
        -> [String]
    {
        for (glob, value) in values {
            if let problem = Glob.problem(in: glob) {
                errors.append(.invalidSetting(.invalidGlob(glob, problem: problem), file: file, at: value.position))
            } else if let layer {
                globPositions[layer + "\u{0}" + glob] = value.position
            }
        }
        return values.map(\.0)
    }

    /// An unknown key with a "did you mean" even when decoding stopped at a wrong type before
    /// reaching the key meant (the decoder suggests only among the keys it was asked for).
    private static func withSuggestion(_ error: KnowledgeError, root: JSONValue) -> KnowledgeError {
        guard case .json(.unknownKey(let key, nil), let location) = error,
            case .object(let object) = root.kind
        else { return error }
        let absent = fileKeys.filter { !object.keys.contains($0) }
        return .json(.unknownKey(key, suggestion: suggestion(for: key, among: absent)), at: location)
    }

    /// Errors by position, each once: the decoder and the tree reader both report the first wrong type.
    private static func inFileOrder(_ errors: [ConfigurationError]) -> [ConfigurationError] {
        var unique: [ConfigurationError] = []
        for error in errors where !unique.contains(error) { unique.append(error) }
        func key(_ error: ConfigurationError) -> (Int, Int) {
            let start = error.diagnostic.location?.start
            return (start?.line ?? 0, start?.column ?? 0)
        }
        return unique.enumerated().sorted { lhs, rhs in
            let (left, right) = (key(lhs.element), key(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// Reads values from strata.json's positioned tree, recording a wrong type as an error (worded as
/// the strict decoder words it) and going on without the value.
struct TreeReader {
    let file: String
    let root: JSONValue
    var errors: [KnowledgeError] = []

    mutating func string(_ key: String) -> (String, SourcePosition)? {
        guard let value = root[key] else { return nil }
        return string(value, path: [.key(key)]).map { ($0, value.position) }
    }

    mutating func strings(_ key: String) -> [(String, JSONValue)]? {
        root[key].flatMap { strings($0, path: [.key(key)]) }
    }

    mutating func object(_ key: String) -> [JSONObject.Member]? {
        guard let value = root[key] else { return nil }
        guard case .object(let object) = value.kind else {
            mismatch("object", value, [.key(key)])
            return nil
        }
        return object.members
    }

    mutating func string(_ value: JSONValue, path: JSONPath) -> String? {
        guard case .string(let text) = value.kind else {
            mismatch("string", value, path)
            return nil
        }
        return text
    }

    /// The strings of an array, each with its value (for its position); items of another type are reported and left out.
    mutating func strings(_ value: JSONValue, path: JSONPath) -> [(String, JSONValue)]? {
        guard case .array(let items) = value.kind else {
            mismatch("array", value, path)
            return nil
        }
        return items.enumerated().compactMap { index, item in
            string(item, path: path.appending(index: index)).map { ($0, item) }
        }
    }

    private mutating func mismatch(_ expected: String, _ value: JSONValue, _ path: JSONPath) {
        errors.append(
            .json(
                .typeMismatch(expected: expected, found: value.typeName),
                at: JSONLocation(file: file, path: path.description, position: value.position)))
    }
}
