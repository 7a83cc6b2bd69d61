/// One `PBXNativeTarget` of an Xcode project: what it builds, the files it compiles and what it
/// depends on. Paths are relative to the folder the project was read against, `/`-separated and
/// without `.` or `..` steps, except a file outside that folder (`../Shared/Log.swift`), an absolute
/// one, or one under a build setting Strata cannot know (`$(SDKROOT)/usr/lib/libz.tbd`).
public struct XcodeTarget: Sendable, Equatable {
    public enum ProductType: Sendable, Equatable {
        case app, framework, staticLibrary, dynamicLibrary, unitTests, uiTests, appExtension, commandLineTool
        case other

        /// The kind `productType` (`com.apple.product-type.…`) names.
        public init(identifier: String) {
            let kind =
                identifier.hasPrefix("com.apple.product-type.")
                ? String(identifier.dropFirst("com.apple.product-type.".count)) : identifier
            switch kind {
            case "application", "application.watchapp", "application.watchapp2", "application.messages",
                "application.watchapp2-container", "application.on-demand-install-capable":
                self = .app
            case "framework", "framework.static": self = .framework
            case "library.static": self = .staticLibrary
            case "library.dynamic": self = .dynamicLibrary
            case "bundle.unit-test": self = .unitTests
            case "bundle.ui-testing": self = .uiTests
            case "tool": self = .commandLineTool
            default:
                self = kind.contains("extension") ? .appExtension : .other
            }
        }

        /// A test bundle, unit or UI.
        public var isTest: Bool { self == .unitTests || self == .uiTests }
    }

    /// A target this one depends on: in the same project (`project` nil) or in another one the
    /// project references (`project` its path, as the project file names it).
    public struct Dependency: Sendable, Hashable {
        public var name: String
        public var project: String?

        public init(name: String, project: String? = nil) {
            self.name = name
            self.project = project
        }
    }

    /// A Swift package product the target uses, from a package on disk or at a URL.
    public struct PackageProduct: Sendable, Hashable {
        public enum Package: Sendable, Hashable {
            /// A package on disk, by its path (relative like the target's files).
            case local(path: String)
            /// A package fetched from a repository: its URL, and the name its last path component gives.
            case remote(url: String, name: String)
            /// A product whose package the project file does not say (old Xcode's local packages).
            case unknown
        }

        public var name: String
        public var package: Package

        public init(name: String, package: Package) {
            self.name = name
            self.package = package
        }
    }

    public var name: String
    /// The raw `productType` identifier, e.g. `com.apple.product-type.framework`.
    public var productTypeIdentifier: String
    /// The Swift module the target builds: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, else the
    /// product's name, made an identifier the way Xcode does.
    public var moduleName: String
    /// The files of its sources build phase, and those its synchronized folders give it, sorted.
    public var sourceFiles: [String]
    public var dependencies: [Dependency]
    /// The file names its frameworks build phase links: `RxSwift.framework`, `libz.tbd`, `Pods_App.framework`.
    public var linkedLibraries: [String]
    public var packageProducts: [PackageProduct]
    /// Where the project file declares each dependency, linked library and package product, by name.
    public var declarations: Declarations

    /// A line of the project file: the one opening the object that declares something (a
    /// `PBXTargetDependency`, a `PBXBuildFile`, an `XCSwiftPackageProductDependency`), so a finding
    /// about a target's dependency points where the project says it.
    public struct Line: Sendable, Hashable {
        public var number: Int
        public var text: String

        public init(number: Int, text: String) {
            self.number = number
            self.text = text
        }
    }

    public struct Declarations: Sendable, Equatable {
        /// By the name of the target depended on.
        public var dependencies: [String: Line]
        /// By the linked file's name (`RxSwift.framework`).
        public var linkedLibraries: [String: Line]
        /// By the product's name.
        public var packageProducts: [String: Line]

        public init(
            dependencies: [String: Line] = [:], linkedLibraries: [String: Line] = [:],
            packageProducts: [String: Line] = [:]
        ) {
            self.dependencies = dependencies
            self.linkedLibraries = linkedLibraries
            self.packageProducts = packageProducts
        }
    }

    public var productType: ProductType { ProductType(identifier: productTypeIdentifier) }

    /// The modules its linked frameworks and libraries name: `RxSwift` for `RxSwift.framework`,
    /// `z` for `libz.tbd`.
    public var linkedModuleNames: [String] {
        linkedLibraries.map { file in
            var name = Substring(file)
            for suffix in [".xcframework", ".framework", ".tbd", ".dylib", ".a"] where name.hasSuffix(suffix) {
                name = name.dropLast(suffix.count)
                if suffix != ".xcframework" && suffix != ".framework" && name.hasPrefix("lib") {
                    name = name.dropFirst(3)
                }
                break
            }
            return String(name)
        }
    }

    public init(
        name: String, productTypeIdentifier: String, moduleName: String, sourceFiles: [String],
        dependencies: [Dependency] = [], linkedLibraries: [String] = [], packageProducts: [PackageProduct] = [],
        declarations: Declarations = Declarations()
    ) {
        self.declarations = declarations
        self.name = name
        self.productTypeIdentifier = productTypeIdentifier
        self.moduleName = moduleName
        self.sourceFiles = sourceFiles
        self.dependencies = dependencies
        self.linkedLibraries = linkedLibraries
        self.packageProducts = packageProducts
    }
}
