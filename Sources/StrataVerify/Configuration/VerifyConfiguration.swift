import StrataDiagnostics
import Foundation
import StrataKnowledge

/// A project's `strata.json`: how its files map to layers and how strictly each rule applies.
///
/// ```json
/// {
///   "schemaVersion": 1,
///   "module": "App",
///   "style": "observable",
///   "layers": { "domain": ["Sources/AppDomain/**"], "ui": ["App/Views/**"] },
///   "tests": ["Tests/**"],
///   "rules": { "theme-tokens": "warning", "test-coverage": "off" },
///   "exclude": ["Sources/Generated/**"],
///   "forbiddenImports": { "domain": ["Alamofire"] },
///   "migratingFrom": ["rxswift"]
/// }
/// ```
public struct VerifyConfiguration: Sendable, Equatable {
    public enum RuleSetting: String, Sendable, Equatable, CaseIterable {
        case error, warning, off
    }

    /// The package name the layer modules are prefixed with (`Demo` for `DemoDomain`).
    public var module: String?
    /// The view-model style the project uses; nil means the knowledge base's default style.
    public var style: String?
    /// Layer globs in file order (test globs last, as the `tests` layer), or nil to infer
    /// layers from folder names.
    public var layers: [(layer: String, globs: [String])]?
    /// strata.json's `names`: the role name endings rules recognise, defaults where it is silent.
    public var names = NamingVocabulary.defaults
    public var ruleSettings: [String: RuleSetting]
    public var exclude: [String]
    public var forbiddenImports: [String: [String]]
    /// What the project is moving away from (`rxswift`, `tca`, …): the default of `strata migrate`
    /// and the migration maps its agent context carries.
    public var migratingFrom: [String]
    /// Where each layer glob is written, to point at one that matches nothing.
    var globPositions: [String: SourcePosition]
    public var file: String

    public init(
        style: String? = nil, layers: [(layer: String, globs: [String])]? = nil,
        ruleSettings: [String: RuleSetting] = [:], exclude: [String] = [], forbiddenImports: [String: [String]] = [:],
        migratingFrom: [String] = [], file: String = "strata.json"
    ) {
        self.style = style
        self.layers = layers
        self.ruleSettings = ruleSettings
        self.exclude = exclude
        self.forbiddenImports = forbiddenImports
        self.migratingFrom = migratingFrom
        self.globPositions = [:]
        self.file = file
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.module == rhs.module && lhs.style == rhs.style && lhs.names == rhs.names && lhs.ruleSettings == rhs.ruleSettings && lhs.exclude == rhs.exclude
            && lhs.forbiddenImports == rhs.forbiddenImports && lhs.migratingFrom == rhs.migratingFrom && lhs.file == rhs.file
            && lhs.layers?.map(\.layer) == rhs.layers?.map(\.layer) && lhs.layers?.map(\.globs) == rhs.layers?.map(\.globs)
    }

    /// The names a configuration may use, from the knowledge base.
    public struct Vocabulary: Sendable {
        public var layers: [String]
        public var rules: [String]
        public var styles: [String]
        /// The `migratingFrom` names; nil for callers that do not check them.
        public var migrationSources: [String]?

        public init(layers: [String], rules: [String], styles: [String], migrationSources: [String]? = nil) {
            self.layers = layers
            self.rules = rules
            self.styles = styles
            self.migrationSources = migrationSources
        }
    }

    private struct FileFormat: Decodable {
        var module: String?
        var style: String?
        var tests: [String]?
        var layers: [String: [String]]?
        var rules: [String: String]?
        var exclude: [String]?
        var forbiddenImports: [String: [String]]?
        var migratingFrom: [String]?
        var names: [String: [String]]?
    }

    /// Parses and validates `data`, collecting every problem before failing.
    public static func load(_ data: Data, file: String, vocabulary: Vocabulary) throws(ConfigurationErrors) -> Self {
        let document: JSONDocument<FileFormat>
        do {
            document = try StrictJSONDecoder().decodeDocument(FileFormat.self, from: data, file: file)
        } catch {
            throw ConfigurationErrors(error.errors.map(ConfigurationError.invalidFile))
        }
        var errors: [ConfigurationError] = []
        let root = document.root
        func members(_ key: String) -> [JSONObject.Member] {
            guard case .object(let object)? = root[key]?.kind else { return [] }
            return object.members
        }

        var configuration = VerifyConfiguration(file: file)
        configuration.module = document.value.module
        // The module name becomes folder, target and type names (and reaches context.json):
        // a path or a keyword in it is refused here, for every command that reads the file.
        if let module = document.value.module, let position = root["module"]?.position {
            do {
                try SwiftIdentifier.validate(module)
            } catch {
                errors.append(.invalidFile(.invalidValue(
                    file: file, path: "module", line: position.line, column: position.column, reason: error.message)))
            }
        }
        if let style = document.value.style {
            if vocabulary.styles.contains(style) {
                configuration.style = style
            } else {
                let position = root["style"]!.position
                errors.append(.invalidSetting(.unknownStyle(style, known: vocabulary.styles), file: file, at: position))
            }
        }
        let layerNames = vocabulary.layers + [LayerMap.testsLayer]
        func checkLayer(_ member: JSONObject.Member) -> Bool {
            guard !layerNames.contains(member.key) else { return true }
            errors.append(.invalidSetting(
                .unknownLayer(member.key, suggestion: suggestion(for: member.key, among: layerNames), known: layerNames),
                file: file, at: member.keyPosition))
            return false
        }
        if let layers = document.value.layers {
            configuration.layers = members("layers").filter(checkLayer).map { ($0.key, layers[$0.key]!) }
            for member in members("layers") { configuration.recordGlobPositions(of: member.value, layer: member.key) }
        }
        if let tests = document.value.tests, let value = root["tests"] {
            configuration.layers = (configuration.layers ?? []) + [(LayerMap.testsLayer, tests)]
            configuration.recordGlobPositions(of: value, layer: LayerMap.testsLayer)
        }
        for member in members("forbiddenImports") where checkLayer(member) {
            configuration.forbiddenImports[member.key] = document.value.forbiddenImports?[member.key] ?? []
        }
        for member in members("rules") {
            let value = document.value.rules?[member.key] ?? ""
            guard vocabulary.rules.contains(member.key) else {
                errors.append(.invalidSetting(
                    .unknownRule(member.key, suggestion: suggestion(for: member.key, among: vocabulary.rules)),
                    file: file, at: member.keyPosition))
                continue
            }
            guard let setting = RuleSetting(rawValue: value) else {
                errors.append(.invalidSetting(
                    .invalidSeverity(rule: member.key, value: value), file: file, at: member.value.position))
                continue
            }
            configuration.ruleSettings[member.key] = setting
        }
        for member in members("names") where !NamingVocabulary.roles.contains(member.key) {
            errors.append(.invalidFile(.invalidValue(
                file: file, path: "names.\(member.key)", line: member.keyPosition.line, column: member.keyPosition.column,
                reason: "unknown role; use one of: " + NamingVocabulary.roles.joined(separator: ", "))))
        }
        configuration.names = NamingVocabulary(replacing: document.value.names ?? [:])
        configuration.exclude = document.value.exclude ?? []
        configuration.migratingFrom = document.value.migratingFrom ?? []
        if case .array(let sources)? = root["migratingFrom"]?.kind, let known = vocabulary.migrationSources {
            for source in sources {
                guard case .string(let name) = source.kind, !known.contains(name) else { continue }
                errors.append(.invalidSetting(
                    .unknownMigrationSource(name, suggestion: suggestion(for: name, among: known), known: known),
                    file: file, at: source.position))
            }
        }
        guard errors.isEmpty else { throw ConfigurationErrors(errors) }
        return configuration
    }

    private mutating func recordGlobPositions(of value: JSONValue, layer: String) {
        guard case .array(let globs) = value.kind else { return }
        for glob in globs {
            if case .string(let text) = glob.kind { globPositions[layer + "\u{0}" + text] = glob.position }
        }
    }

    /// Errors for configured layer globs that match none of the files found.
    public func globErrors(unmatched: [(layer: String, glob: String)]) -> [ConfigurationError] {
        unmatched.map { layer, glob in
            let position = globPositions[layer + "\u{0}" + glob] ?? SourcePosition(line: 1, column: 1)
            return .invalidSetting(.globMatchesNothing(layer: layer, glob: glob), file: file, at: position)
        }
    }
}
