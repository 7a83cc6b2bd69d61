/// One way of writing view models, described precisely enough for the verifier to check a
/// view model against it and for templates and agents to produce one.
public struct ViewModelStyle: Codable, Sendable, Equatable {
    public let id: ViewModelStyleID
    public let name: String
    public let summary: String
    public let whenToUse: String
    public let minimumPlatforms: PlatformVersions
    public let imports: [String]
    /// The name suffix that identifies the style's main type (`ViewModel`, `Store`).
    public let typeSuffix: String
    /// Attributes and conformances the main type must have, spelled as in source (`@MainActor`).
    public let requiredAttributes: [String]
    public let requiredConformances: [String]
    /// Attributes and conformances that betray a different style.
    public let forbiddenAttributes: [String]
    public let forbiddenConformances: [String]
    /// Methods the main type must declare, as `name(label:)` signatures.
    public let requiredMethods: [String]
    /// Attributes with which an owning screen may hold the main type.
    public let viewOwnership: [String]
    /// How child views that do not own the main type may hold it.
    public let childViewOwnership: [String]
    /// Further types the style requires next to the main type (the store style's state and action).
    public let components: [Component]
    public let guidelines: [String]
    /// Migration maps that lead to this style, in order of preference.
    public let migrationMaps: [String]
    /// A minimal, compilable example of the main type.
    public let skeleton: String
    /// A minimal example of the screen that owns it.
    public let screenSkeleton: String

    public struct PlatformVersions: Codable, Sendable, Equatable {
        public let iOS: String
        public let macOS: String
    }

    public struct Component: Codable, Sendable, Equatable {
        public let role: String
        public let namePattern: String
        public let declaration: String
        public let requiredAttributes: [String]
        public let requiredConformances: [String]
        public let purpose: String
    }
}
