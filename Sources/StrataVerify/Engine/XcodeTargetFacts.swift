/// An Xcode target as project rules see it: the module it builds, the files it compiles, the
/// project's targets it depends on and the modules it links from outside the project, each
/// where the project file or the Podfile declares it.
public struct XcodeTargetFacts: Sendable {
    public var name: String
    public var module: String
    /// The `.xcodeproj` it is a target of, root-relative: what the findings name.
    public var project: String
    public var isTest: Bool
    /// A framework or library: a module other targets import.
    public var isLibrary: Bool
    /// Root-relative paths of the files it compiles (Swift or not).
    public var files: [String]
    /// The targets it depends on, by module name, where the project declares them.
    public var dependencies: [DependencyDeclaration]
    /// What it links from outside the project: pods, Swift package products, frameworks.
    public var linked: [DependencyDeclaration]

    public init(
        name: String, module: String, project: String, isTest: Bool, isLibrary: Bool, files: [String],
        dependencies: [DependencyDeclaration] = [], linked: [DependencyDeclaration] = []
    ) {
        self.name = name
        self.module = module
        self.project = project
        self.isTest = isTest
        self.isLibrary = isLibrary
        self.files = files
        self.dependencies = dependencies
        self.linked = linked
    }
}
