/// `architecture.json`: the layers, their allowed imports and dependencies, the roles types
/// play in them, and the package layout.
public struct ArchitectureKnowledge: Codable, Sendable, Equatable {
    public let schemaVersion: Int
    public let version: String
    public let description: String
    /// Placeholders used in name patterns and paths, e.g. `{{module}}`.
    public let placeholders: [Placeholder]
    public let principles: [Guideline]
    /// In dependency order, domain first; inference tries layers in this order.
    public let layers: [ArchitectureLayer]
    public let roles: [TypeRole]
    public let inference: LayerInference
    public let packageLayout: PackageLayout

    public func layer(_ id: LayerID) -> ArchitectureLayer? {
        layers.first { $0.id == id }
    }

    public struct Placeholder: Codable, Sendable, Equatable {
        public let name: String
        public let meaning: String
        public let example: String
    }

    /// The kind of type a role describes and the conventions it follows.
    public struct TypeRole: Codable, Sendable, Equatable {
        public let id: String
        public let name: String
        public let layer: LayerID
        public let declaration: String
        public let namePattern: String
        public let example: String
        public let rules: [String]
    }

    /// How files are mapped to layers when the project configuration does not say.
    public struct LayerInference: Codable, Sendable, Equatable {
        /// The inference steps, first match wins.
        public let order: [String]
        public let patternSyntax: String
        /// Folder patterns that mark test code, which belongs to no layer.
        public let testFolders: [String]
    }

    /// What the scaffold's package holds beyond the layer modules. Where each file goes is the templates'
    /// to say (`strata templates list`), so no file tree is repeated here to go stale.
    public struct PackageLayout: Codable, Sendable, Equatable {
        public let testSupport: TestSupportModule
    }

    /// The plain target that holds mocks and fixtures shared by all test targets.
    public struct TestSupportModule: Codable, Sendable, Equatable {
        public let module: String
        public let folder: String
        public let dependsOn: [LayerID]
        public let holds: [String]
        public let reason: String
    }
}
