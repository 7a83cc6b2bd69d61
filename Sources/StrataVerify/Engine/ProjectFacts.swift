import SwiftScanner

/// What project rules know about every checked file. Kept small (declarations, not source),
/// so a run's memory grows with the number of declarations, not with the size of the code.
public struct ProjectFacts: Sendable {
    public var files: [FileFacts]
    /// The project's readable Package.swift files: the root's, and those of local packages nested
    /// in its folders.
    public var manifests: [ManifestFacts]
    /// strata.json's `modules`: layers of modules named there, over what manifests say.
    public var configuredModuleLayers: [String: String]
    /// The layers of the Xcode project's framework and library targets, by module name (see `XcodeScope`).
    public var xcodeTargetLayers: [String: String]
    /// The Xcode projects' targets: their files, dependencies and what they link (see `XcodeScope`).
    public var xcodeTargets: [XcodeTargetFacts]
    /// Root-relative Swift files inside an Xcode project's folder that no target compiles (file
    /// templates, scratch code): left out of the project.
    public var filesNoTargetCompiles: [String]
    /// Root-relative paths of the files `strata new` wrote that are still as it wrote them: the skeleton of a
    /// package no feature or hand has filled yet.
    public var skeletonFiles: Set<String>
    /// The identifiers the test files use, merged: the types tests name. Given at init, as the
    /// engine has them already (it needs them before it reads the other files), or merged from
    /// `files`; replacing the files later (to add their type references) keeps their identifiers.
    public let testedNames: Set<String>
    /// The files whose findings the run reports (a partial run's checked files); nil for every file.
    /// A project rule may leave the other files unjudged, as their findings are dropped, but still
    /// reads their facts: what it concludes of a reported file depends on the whole project.
    public var reportedPaths: Set<String>?

    /// Whether findings in the file at `path` are reported.
    public func reports(_ path: String) -> Bool { reportedPaths?.contains(path) ?? true }

    public init(
        files: [FileFacts], manifests: [ManifestFacts], configuredModuleLayers: [String: String] = [:],
        skeletonFiles: Set<String> = [], testedNames: Set<String>? = nil, xcodeTargetLayers: [String: String] = [:],
        xcodeTargets: [XcodeTargetFacts] = [], filesNoTargetCompiles: [String] = []
    ) {
        self.filesNoTargetCompiles = filesNoTargetCompiles
        self.xcodeTargetLayers = xcodeTargetLayers
        self.xcodeTargets = xcodeTargets
        self.files = files
        self.manifests = manifests
        self.configuredModuleLayers = configuredModuleLayers
        self.skeletonFiles = skeletonFiles
        self.testedNames =
            testedNames ?? files.filter(\.isTest).reduce(into: []) { $0.formUnion($1.identifiers) }
    }

    /// The layer of every target of every manifest (see `Array<ManifestFacts>.targetLayers`).
    public var targetLayers: [String: String]? { manifests.targetLayers }
}

/// What a checked file tells project rules. Everything read from the file is one shared immutable
/// object: rules filter and pass the files' facts around many times over (the test rule alone
/// splits them into tests and sources), and a copy is then one retain where a struct of these
/// fields was fifteen. Only the cross-layer references, found after every file is read, are set
/// later.
public struct FileFacts: Sendable {
    private let contents: Contents

    public var path: String { contents.fields.path }
    public var layer: String? { contents.fields.layer }
    /// Whether the file sits under a test folder (`Tests`, `*Tests`, `*TestSupport`).
    public var isTest: Bool { contents.fields.isTest }
    /// The file's import declarations, in source order.
    public var imports: [ImportFact] { contents.fields.imports }
    /// Types declared in the file, nested ones included; extensions are left out.
    public var types: [TypeFact] { contents.fields.types }
    /// The names of `types`, in their order. Project passes test every declared name of every file
    /// against a table; read from the type objects, each name was a miss in the processor's cache
    /// (the objects lie where each file's analysis left them), read from here a run of them.
    public var typeNames: [String] { contents.typeNames }
    /// Every capitalised identifier used in code (type names), each once, in order of first
    /// mention: in tests, which types tests exercise; elsewhere, which project types a file names
    /// (see `SymbolTable`).
    public var identifiers: [String] { contents.fields.identifiers }
    /// Names of the file's top-level typealiases, which the symbol table holds beside types.
    public var typeAliases: [String] { contents.fields.typeAliases }
    /// What each top-level typealias names, as written (`Screen` → `UIKit.UIViewController`):
    /// the type graph reads roles through them.
    public var typeAliasTargets: [String: String] { contents.fields.typeAliasTargets }
    /// The conformances extensions in this file add, by extended type (`extension Badge: View`):
    /// a type's role can come from an extension in another file.
    public var extensionInheritance: [String: [String]] { contents.fields.extensionInheritance }
    /// Types declared inside another type or an extension: outside their parent their bare name
    /// means something else (`LoginViewModel.Output` is not the `Output` of a `Publisher` extension).
    public var nestedTypeNames: Set<String> { contents.fields.nestedTypeNames }
    /// The generic parameters the file's types and functions declare (`Item` of `Page<Item>`),
    /// which shadow any project type of the same name where they are written.
    public var genericParameterNames: Set<String> { contents.fields.genericParameterNames }
    /// Types whose declaration or extension in this file declares a method, an initializer or a
    /// computed property: behaviour a test could exercise.
    public var typesWithBehaviour: Set<String> { contents.fields.typesWithBehaviour }
    /// Protocols a mock generator is asked to mock (`// sourcery: AutoMockable`): their mock
    /// exists in the test build though no test file declares it.
    public var mockAnnotatedTypes: Set<String> { contents.fields.mockAnnotatedTypes }
    /// Initializer parameters whose default argument builds a type, which a test exercises by leaving it out.
    public var defaultArguments: [DefaultArgument] { contents.fields.defaultArguments }
    /// Members of types whose code builds types: factories and DI properties.
    public var factories: [Factory] { contents.fields.factories }
    /// In a test file, the lower-case names it uses (the factories and DI properties it reaches).
    public var memberNames: Set<String> { contents.fields.memberNames }
    /// In a test file, the types it calls like initializers, with each call's argument labels:
    /// a default the call leaves out is exercised.
    public var constructions: [String: [[String]]] { contents.fields.constructions }
    /// Types extended with a `where` clause in this file: in data, a protocol so extended is a
    /// storage mixin, with nothing injected through it to mock.
    public var constrainedExtensions: Set<String> { contents.fields.constrainedExtensions }
    /// Stored properties of SwiftUI views written without a property wrapper: a view model held
    /// there is never observed when it is an `ObservableObject`.
    public var plainViewProperties: [ViewProperty] { contents.fields.plainViewProperties }
    /// Project types the file names although only a layer it may not depend on declares them;
    /// filled after every file is read, and only when a running rule reads them.
    public var typeReferences: [TypeReference] = []

    public init(
        path: String, layer: String?, isTest: Bool, imports: [ImportFact], types: [TypeFact], identifiers: [String],
        typeAliases: [String] = [], typesWithBehaviour: Set<String> = [], mockAnnotatedTypes: Set<String> = [],
        defaultArguments: [DefaultArgument] = [], factories: [Factory] = [], memberNames: Set<String> = [],
        constructions: [String: [[String]]] = [:], constrainedExtensions: Set<String> = [],
        plainViewProperties: [ViewProperty] = [], typeAliasTargets: [String: String] = [:],
        extensionInheritance: [String: [String]] = [:], nestedTypeNames: Set<String> = [],
        genericParameterNames: Set<String> = []
    ) {
        contents = Contents(
            Fields(
                path: path, layer: layer, isTest: isTest, imports: imports, types: types, identifiers: identifiers,
                typeAliases: typeAliases, typesWithBehaviour: typesWithBehaviour,
                mockAnnotatedTypes: mockAnnotatedTypes,
                defaultArguments: defaultArguments, factories: factories, memberNames: memberNames,
                constructions: constructions, constrainedExtensions: constrainedExtensions,
                plainViewProperties: plainViewProperties, typeAliasTargets: typeAliasTargets,
                extensionInheritance: extensionInheritance, nestedTypeNames: nestedTypeNames,
                genericParameterNames: genericParameterNames))
    }

    /// A class, so that a copy of the facts is one retain; its fields are the memberwise `Fields`.
    private final class Contents: Sendable {
        let fields: Fields
        let typeNames: [String]
        init(_ fields: Fields) {
            self.fields = fields
            typeNames = fields.types.map(\.name)
        }
    }

    private struct Fields {
        let path: String
        let layer: String?
        let isTest: Bool
        let imports: [ImportFact]
        let types: [TypeFact]
        let identifiers: [String]
        let typeAliases: [String]
        let typesWithBehaviour: Set<String>
        let mockAnnotatedTypes: Set<String>
        let defaultArguments: [DefaultArgument]
        let factories: [Factory]
        let memberNames: Set<String>
        let constructions: [String: [[String]]]
        let constrainedExtensions: Set<String>
        let plainViewProperties: [ViewProperty]
        let typeAliasTargets: [String: String]
        let extensionInheritance: [String: [String]]
        let nestedTypeNames: Set<String>
        let genericParameterNames: Set<String>
    }
}

/// A stored property of a SwiftUI view without a property wrapper.
public struct ViewProperty: Sendable, Equatable {
    /// The view declaring it.
    public var holder: String
    public var name: String
    /// The type names its annotation mentions, or the type its initializer call creates.
    public var typeNames: [String]
    public var line: Int
    public var column: Int
    public var lineText: String

    public init(holder: String, name: String, typeNames: [String], line: Int, column: Int, lineText: String) {
        self.holder = holder
        self.name = name
        self.typeNames = typeNames
        self.line = line
        self.column = column
        self.lineText = lineText
    }
}

public struct ImportFact: Sendable, Equatable {
    public var module: String
    public var line: Int
    public var column: Int
    /// The declaration's line, for baselines and snippets.
    public var lineText: String

    public init(module: String, line: Int, column: Int, lineText: String) {
        self.module = module
        self.line = line
        self.column = column
        self.lineText = lineText
    }
}

/// A declared type, as project rules see it. A shared immutable object: the project passes copy
/// each file's types many times over (one per rule gathering them), and a copy of a class is one
/// retain where a struct of these fields is five.
public final class TypeFact: Sendable {
    public let name: String
    public let kind: TypeDecl.Kind
    public let inheritance: [String]
    /// Attribute names without `@`.
    public let attributes: [String]
    /// Names of the methods the declaration itself declares.
    public let functionNames: [String]
    public let line: Int
    public let column: Int
    /// The line the name is on, for baselines and snippets.
    public let lineText: String

    public init(
        name: String, kind: TypeDecl.Kind, inheritance: [String], attributes: [String], functionNames: [String],
        line: Int, column: Int, lineText: String
    ) {
        self.functionNames = functionNames
        self.name = name
        self.kind = kind
        self.inheritance = inheritance
        self.attributes = attributes
        self.line = line
        self.column = column
        self.lineText = lineText
    }
}

/// Package.swift's targets and where each dependency is written.
public struct ManifestFacts: Sendable {
    public struct Target: Sendable {
        public var name: String
        /// The folder of the target's sources, relative to the project root.
        public var folder: String
        public var dependencies: [DependencyDeclaration]

        public init(name: String, folder: String, dependencies: [DependencyDeclaration]) {
            self.name = name
            self.folder = folder
            self.dependencies = dependencies
        }
    }

    /// Relative to the project root.
    public var path: String
    public var targets: [Target]
    /// The layer of each target that belongs to one.
    public var layers: [String: String]

    public init(path: String, targets: [Target], layers: [String: String]) {
        self.path = path
        self.targets = targets
        self.layers = layers
    }
}

extension Array where Element == ManifestFacts {
    /// The layer of every target of these manifests, nil when there are none; the first manifest's
    /// wins for a name two declare.
    public var targetLayers: [String: String]? {
        guard !isEmpty else { return nil }
        return reduce(into: [:]) { layers, manifest in layers.merge(manifest.layers) { first, _ in first } }
    }
}
