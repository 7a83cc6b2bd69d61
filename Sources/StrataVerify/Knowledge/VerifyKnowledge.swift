import StrataKnowledge

/// The knowledge base as the verifier consults it: the rule catalog, the layer graph and
/// import policies, the view-model styles and the migration maps — all read from
/// knowledge/*.json, none typed in Swift. A class, because every rule holds it and copying
/// the knowledge base's many arrays per file would cost more than checking the file.
public final class VerifyKnowledge: Sendable {
    public let base: KnowledgeBase
    /// Modules the layers' import policies name: frameworks, never the project's own modules.
    /// Kept, not derived per call: the import rules ask about every import of every file.
    public let frameworkModules: Set<String>
    /// Each layer with its module suffix, which `ArchitectureLayer` derives from its module
    /// pattern on every read.
    private let moduleSuffixes: [(layer: ArchitectureLayer, suffix: String)]

    public init(base: KnowledgeBase) {
        self.base = base
        let layers = base.architecture.layers
        frameworkModules = Set(layers.flatMap { $0.imports.allowed + $0.imports.forbidden })
        moduleSuffixes = layers.map { ($0, $0.moduleSuffix) }
    }

    /// The knowledge base of `library`, decoded and cross-checked by StrataKnowledge, each rule's
    /// message checked against the placeholders its implementation supplies.
    public static func load(from library: ResourceLibrary) throws(KnowledgeErrors) -> VerifyKnowledge {
        VerifyKnowledge(
            base: try KnowledgeBase.load(from: library, suppliedPlaceholders: RuleRegistry.suppliedPlaceholders))
    }

    public var rules: [RuleDefinition] { base.rules.rules }
    public var layers: [ArchitectureLayer] { base.architecture.layers }
    public var testFolders: [String] { base.architecture.inference.testFolders }
    public var styleIDs: [String] { base.stateManagement.styles.map(\.id.rawValue) }
    public var defaultStyle: String { base.stateManagement.defaultStyle.rawValue }

    public func rule(_ id: String) -> RuleDefinition? { base.rules.rule(id) }
    public func layer(_ id: String) -> ArchitectureLayer? {
        LayerID(rawValue: id).flatMap { base.architecture.layer($0) }
    }
    public func style(_ id: String) -> ViewModelStyle? {
        ViewModelStyleID(rawValue: id).flatMap { base.stateManagement.style($0) }
    }
    public func migrationMap(_ id: String) -> MigrationMap? { base.migrationMap(id) }

    /// The layer, rule and style names a strata.json may use with this knowledge.
    public var configurationVocabulary: ProjectConfiguration.Vocabulary {
        ProjectConfiguration.Vocabulary(
            layers: layers.map(\.id.rawValue), rules: rules.map(\.id) + [UnusedSuppressions.id], styles: styleIDs,
            migrationSources: base.migrationSources)
    }

    /// The layer whose module a module name is (`DemoData` → data), by module suffix; a module
    /// named `<Suffix>Layer` (`DataLayer`, `DomainLayer`) is that layer's too.
    public func layer(ofModule module: String) -> ArchitectureLayer? {
        let named =
            moduleSuffixes.first { !$0.suffix.isEmpty && module.hasSuffix($0.suffix) && module != $0.suffix }
            ?? moduleSuffixes.first { module == $0.suffix || module == $0.suffix + "Layer" }
        return named?.layer
    }
}

extension ViewModelStyle {
    /// Attribute names as the declaration index spells them, without `@`.
    var requiredAttributeNames: [String] { requiredAttributes.map(Self.bare) }
    var forbiddenAttributeNames: [String] { forbiddenAttributes.map(Self.bare) }
    var viewOwnershipNames: [String] { viewOwnership.map(Self.bare) }

    static func bare(_ attribute: String) -> String {
        attribute.hasPrefix("@") ? String(attribute.dropFirst()) : attribute
    }
}
