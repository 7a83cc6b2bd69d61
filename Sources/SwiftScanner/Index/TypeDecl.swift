/// A class, struct, enum, protocol, actor or extension, with its members.
public struct TypeDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    public enum Kind: String, Sendable, Hashable, Encodable {
        case `class`, `struct`, `enum`, `protocol`, actor, `extension`
    }

    public let kind: Kind
    /// The declared name; for an extension, the extended type as written (`Array<Int>`).
    public let name: String
    public let attributes: [Attribute]
    public let modifiers: [String]
    /// The generic parameter clause with its angle brackets (`<T: Hashable>`), or a
    /// protocol's primary associated types.
    public let genericClause: String?
    /// Superclass, protocols and constraints after `:`, each as written.
    public let inheritance: [String]
    /// The `where` clause without the keyword.
    public let whereClause: String?
    public let members: [Declaration]
    /// Position of the name.
    public let line: Int
    public let column: Int
    /// First line of the declaration (its first attribute or modifier) and the line of
    /// its closing brace.
    public let startLine: Int
    public let endLine: Int
    public let conditions: [String]

    public var properties: [PropertyDecl] { members.compactMap(\.property) }
    public var functions: [FunctionDecl] { members.compactMap(\.function) }
    public var initializers: [InitializerDecl] { members.compactMap(\.initializer) }
    public var enumCases: [EnumCaseDecl] { members.compactMap(\.enumCase) }
    public var nestedTypes: [TypeDecl] { members.compactMap(\.type) }
}
