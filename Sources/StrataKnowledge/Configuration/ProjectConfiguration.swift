import Foundation
import StrataDiagnostics

/// A project's `strata.json`: how its files map to layers and how strictly each rule applies.
///
/// ```json
/// {
///   "$schema": "https://strata.dev/schemas/strata.schema.json",
///   "schemaVersion": 1,
///   "module": "App",
///   "style": "observable",
///   "layers": { "domain": ["Sources/AppDomain/**"], "ui": ["App/Views/**"] },
///   "tests": ["Tests/**"],
///   "rules": { "theme-tokens": "warning", "test-coverage": "off" },
///   "exclude": ["Sources/Generated/**"],
///   "forbiddenImports": { "domain": ["Alamofire"] },
///   "migratingFrom": ["rxswift"],
///   "customLayers": { "networking": { "globs": ["Sources/AppNetworking/**"], "dependsOn": ["domain"] } },
///   "modules": { "Money": "domain", "Persistence": "data" }
/// }
/// ```
public struct ProjectConfiguration: Sendable, Equatable {
    /// The `$id` of `Schemas/strata.schema.json`, which the files Strata writes name as `$schema`.
    public static let schemaID = "https://strata.dev/schemas/strata.schema.json"

    /// The pseudo-layer `tests` globs fill: not part of the app's dependency graph, but rules
    /// about tests (coverage, mocks) need to know which files are tests.
    public static let testsLayer = "tests"

    /// The rule `strata verify` raises itself about suppressions nothing needed: no knowledge file
    /// defines it, yet strata.json may set its severity like any other rule's.
    public static let unusedSuppressionRule = "unused-suppression"

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
    /// strata.json's `modules`: the layer of each named module, over what manifests and module-name
    /// endings say; for modules no Package.swift in the project declares.
    public var moduleLayers: [String: String] = [:]
    /// Layers beyond the knowledge base's, in file order (see ``CustomLayer``).
    public var customLayers: [CustomLayer] = []
    /// Where each layer glob is written, to point at one that matches nothing.
    var globPositions: [String: SourcePosition]
    /// Where each `rules` key naming a project rule (`project.…`) is written, to point at one no rule has.
    var projectRulePositions: [String: SourcePosition] = [:]
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
        lhs.module == rhs.module && lhs.style == rhs.style && lhs.names == rhs.names
            && lhs.ruleSettings == rhs.ruleSettings && lhs.exclude == rhs.exclude
            && lhs.forbiddenImports == rhs.forbiddenImports && lhs.migratingFrom == rhs.migratingFrom
            && lhs.file == rhs.file
            && lhs.customLayers == rhs.customLayers && lhs.moduleLayers == rhs.moduleLayers
            && lhs.layers?.map(\.layer) == rhs.layers?.map(\.layer)
            && lhs.layers?.map(\.globs) == rhs.layers?.map(\.globs)
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

    /// What every project rule's id starts with, so it never collides with a shipped rule's.
    public static let projectRulePrefix = "project."

    /// `project.` and a lowercase name (`project.no-print-in-domain`), as `.strata/rules.json` requires.
    public static func isProjectRuleID(_ id: String) -> Bool {
        id.hasPrefix(projectRulePrefix) && CustomLayer.isValidID(String(id.dropFirst(projectRulePrefix.count)))
    }

    /// Errors for `rules` keys naming a project rule that `.strata/rules.json` does not declare, each with a
    /// "did you mean" over the shipped rules and the declared ones: strata.json is read before the rules file.
    public func unknownProjectRuleErrors(declared: [String], shipped: [String]) -> [ConfigurationError] {
        projectRulePositions.filter { !declared.contains($0.key) }.sorted { $0.key < $1.key }.map { rule, position in
            .invalidSetting(
                .unknownRule(rule, suggestion: suggestion(for: rule, among: shipped + declared)), file: file,
                at: position)
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
