/// An Xcode target as project rules see it: the module it builds, the files it compiles, the
/// project's targets it depends on and the modules it links from outside the project, each
/// where the project file or the Podfile declares it.
public struct XcodeTargetFacts: Sendable {
    /// A module a target depends on or links, and the line declaring it.
    public struct Reference: Sendable, Equatable {
        public var module: String
        /// Root-relative: `App.xcodeproj/project.pbxproj`, `Podfile`.
        public var file: String
        public var line: Int
        public var lineText: String
        /// How the module comes in, for the finding: `pod`, `package product`, `framework`, `target`.
        public var kind: String
        /// The UTF-8 column of the declaration's first character, past the line's indentation.
        public var column: Int {
            lineText.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count + 1
        }

        public init(module: String, file: String, line: Int, lineText: String, kind: String) {
            self.module = module
            self.file = file
            self.line = line
            self.lineText = lineText
            self.kind = kind
        }
    }

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
    public var dependencies: [Reference]
    /// What it links from outside the project: pods, Swift package products, frameworks.
    public var linked: [Reference]

    public init(
        name: String, module: String, project: String, isTest: Bool, isLibrary: Bool, files: [String],
        dependencies: [Reference] = [], linked: [Reference] = []
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
