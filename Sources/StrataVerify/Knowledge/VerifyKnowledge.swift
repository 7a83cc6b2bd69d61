import StrataKnowledge

/// What the verifier reads from the knowledge base: the rule catalog, the layer graph and
/// import policies, the view-model styles and the migration maps. Nothing here is typed in
/// Swift; every value comes from knowledge/*.json.
public struct VerifyKnowledge: Sendable {
    public var rules: [RuleEntry]
    public var layers: [LayerPolicy]
    public var testFolders: [String]
    public var styles: [StylePolicy]
    public var defaultStyle: String
    public var migrationMaps: [MigrationMap]

    public func rule(_ id: String) -> RuleEntry? { rules.first { $0.id == id } }
    public func layer(_ id: String) -> LayerPolicy? { layers.first { $0.id == id } }
    public func style(_ id: String) -> StylePolicy? { styles.first { $0.id == id } }
    public func migrationMap(_ id: String) -> MigrationMap? { migrationMaps.first { $0.id == id } }

    /// Modules the layers' import policies name: frameworks, never the project's own modules.
    public var frameworkModules: Set<String> {
        Set(layers.flatMap { $0.allowedImports + $0.forbiddenImports })
    }

    /// The layer whose module a module name is (`DemoData` → data), by module suffix.
    public func layer(ofModule module: String) -> LayerPolicy? {
        layers.first { !$0.moduleSuffix.isEmpty && module.hasSuffix($0.moduleSuffix) && module != $0.moduleSuffix }
            ?? layers.first { module == $0.moduleSuffix }
    }
}

/// One rules.json entry as the engine needs it.
public struct RuleEntry: Sendable {
    public var id: String
    public var name: String
    /// The layers whose files the rule checks.
    public var layers: [String]
    public var severity: Severity
    public var summary: String
    public var rationale: String
    public var fixHint: String
    /// The message template, with `{{name}}` placeholders the rule fills.
    public var message: String
    /// The rule's tunable values (`forbiddenTypes`, `entryPoints`…), read by the rule itself.
    public var parameters: JSONValue?
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]
}

/// A ❌ or ✅ example of a rule, with the project context it is meant in.
public struct RuleExample: Sendable {
    public struct Companion: Sendable {
        public var path: String
        public var code: String
    }

    /// The code with `↓` markers before each token a finding must point at.
    public var code: String
    public var note: String?
    public var layer: String?
    public var path: String?
    public var style: String?
    public var companions: [Companion]
}

/// A layer of architecture.json: where its code may reach.
public struct LayerPolicy: Sendable {
    public var id: String
    /// The module name after the package name: `Domain` for `{{module}}Domain`.
    public var moduleSuffix: String
    public var dependsOn: [String]
    /// In a closed policy only `allowedImports` may be imported.
    public var importsAreClosed: Bool
    public var allowedImports: [String]
    public var forbiddenImports: [String]
    public var inferenceFolders: [String]
    public var inferenceFiles: [String]
}

/// A view-model style of state_management.json.
public struct StylePolicy: Sendable {
    public struct Component: Sendable {
        public var role: String
        /// `{{feature}}State` or a fixed name such as `StoreEffect`.
        public var namePattern: String
        /// The declaration's kind as the knowledge base writes it: `class`, `enum` or `struct`.
        public var kind: String?
        public var requiredAttributes: [String]
        public var requiredConformances: [String]
    }

    public var id: String
    public var typeSuffix: String
    /// Attribute names without `@`.
    public var requiredAttributes: [String]
    public var requiredConformances: [String]
    public var forbiddenAttributes: [String]
    public var forbiddenConformances: [String]
    /// Method selectors such as `send(_:)`.
    public var requiredMethods: [String]
    /// Attribute names (without `@`) a screen holds its view model with.
    public var viewOwnership: [String]
    public var migrationMaps: [String]
    public var components: [Component]
}

/// A migration map: legacy constructs, what replaces them, and how to spot them in code.
public struct MigrationMap: Sendable {
    public struct Entry: Sendable {
        public var legacy: String
        public var replacement: String
        public var detect: Detect?
    }

    /// How an entry is recognised in tokens.
    public struct Detect: Sendable, Hashable {
        public enum Kind: String, Sendable {
            case `import`, identifier, typeReference, memberCall, attribute, conformance
        }

        public var kind: Kind
        public var name: String
        public var receiver: String?
        /// Argument labels the call starts with; `_` for an unlabelled argument.
        public var labels: [String]
    }

    public var id: String
    public var from: String
    public var to: String
    public var entries: [Entry]
}
