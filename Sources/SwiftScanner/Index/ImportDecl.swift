/// `import X`, `@testable import X`, `import struct X.Y`, `public import X`.
public struct ImportDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// The imported module: the first component of ``path``.
    public let module: String
    /// The full dotted path: `X` or, for a declaration or submodule import, `X.Y`.
    public let path: String
    /// The declaration kind of a scoped import (`struct`, `func`, …); `nil` for a module.
    public let kind: String?
    public let attributes: [Attribute]
    /// Access-level modifiers (`public`, `internal`, …) of the import.
    public let modifiers: [String]
    public let line: Int
    public let column: Int
    /// The `#if` clauses the import sits in, outermost first (see ``SourceFileIndex``).
    public let conditions: [String]
}
