/// The whole knowledge base: one decoded value per file in `knowledge/`.
///
/// Loading is not done here: the caller decodes each of `KnowledgeFile.allCases` with the
/// strict decoder and assembles the result.
public struct KnowledgeBase: Sendable, Equatable {
    /// The directory, relative to the repository root, that holds the knowledge files.
    public static let directory = "knowledge"
    /// The knowledge files, in the order the properties below are declared.
    public static let fileNames = KnowledgeFile.allCases.map(\.rawValue)

    public let architecture: ArchitectureKnowledge
    public let stateManagement: StateManagementKnowledge
    public let dependencyInjection: DependencyInjectionKnowledge
    public let testing: TestingKnowledge
    public let theme: ThemeKnowledge
    public let rules: RuleCatalog
    public let naming: NamingKnowledge

    public init(
        architecture: ArchitectureKnowledge,
        stateManagement: StateManagementKnowledge,
        dependencyInjection: DependencyInjectionKnowledge,
        testing: TestingKnowledge,
        theme: ThemeKnowledge,
        rules: RuleCatalog,
        naming: NamingKnowledge
    ) {
        self.architecture = architecture
        self.stateManagement = stateManagement
        self.dependencyInjection = dependencyInjection
        self.testing = testing
        self.theme = theme
        self.rules = rules
        self.naming = naming
    }

    /// Migration maps of every file, state management's first.
    public var migrationMaps: [MigrationMap] {
        stateManagement.migrationMaps + dependencyInjection.migrationMaps
    }

    public func migrationMap(_ id: String) -> MigrationMap? {
        migrationMaps.first { $0.id == id }
    }
}

/// One file of the knowledge base.
public enum KnowledgeFile: String, CaseIterable, Sendable {
    case architecture = "architecture.json"
    case stateManagement = "state_management.json"
    case dependencyInjection = "di.json"
    case testing = "testing.json"
    case theme = "theme.json"
    case rules = "rules.json"
    case naming = "naming.json"

    /// The path relative to the repository root, which is also the `StrataResources.files` key.
    public var path: String { KnowledgeBase.directory + "/" + rawValue }
}
