/// A module a target depends on or links, and where the project declares it: a dependency of a Package.swift target,
/// a target or linked module of an Xcode (or Tuist) project, a pod in the Podfile.
public struct DependencyDeclaration: Sendable, Equatable {
    /// How the module comes in; its raw value is what findings call it.
    public enum Kind: String, Sendable {
        /// A target of the same package or project.
        case target
        /// A product of a Swift package: `.product(name:package:)` in Package.swift.
        case packageProduct = "package product"
        case framework
        case pod
    }

    public var module: String
    /// Root-relative: `Package.swift`, `App.xcodeproj/project.pbxproj`, `Podfile`.
    public var file: String
    public var line: Int
    /// The UTF-8 column of the name (or, where the project file gives no closer place, of the line's first
    /// character past its indentation).
    public var column: Int
    public var lineText: String
    public var kind: Kind

    /// A declaration at `column`, or at the line's first character past its indentation when nil.
    public init(module: String, file: String, line: Int, column: Int? = nil, lineText: String, kind: Kind) {
        self.module = module
        self.file = file
        self.line = line
        self.column =
            column ?? lineText.utf8.prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count + 1
        self.lineText = lineText
        self.kind = kind
    }
}
