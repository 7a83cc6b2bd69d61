/// `di.json`: initializer injection, the composition root, scopes, test substitution and the
/// migration maps away from DI containers.
public struct DependencyInjectionKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    public let principles: [Guideline]
    public let compositionRoot: CompositionRoot
    public let scopes: [Scope]
    public let prohibitions: [Prohibition]
    public let testSubstitution: [Guideline]
    public let migrationMaps: [MigrationMap]

    /// The one place that builds the object graph.
    public struct CompositionRoot: Codable, Sendable, Equatable {
        public let id: String
        public let typeName: String
        public let module: String
        public let responsibilities: [String]
        /// What the root builds, in order: each item only needs items before it.
        public let buildOrder: [String]
        public let skeleton: String
        /// The `@main` App that creates the root.
        public let appEntry: String
    }

    /// A lifetime an object can have in the graph.
    public struct Scope: Codable, Sendable, Equatable {
        public let id: String
        public let name: String
        public let lifetime: String
        public let creation: String
        public let holds: [String]
    }
}
