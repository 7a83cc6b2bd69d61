/// One element of an enum `case` declaration: `case loaded(items: [Item])`, `case idle = 0`.
public struct EnumCaseDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// An associated value: its optional label and type.
    public struct AssociatedValue: Sendable, Hashable, Encodable {
        public let label: String?
        public let type: String
        public let defaultText: String?
    }

    public let name: String
    public let attributes: [Attribute]
    /// `indirect`, when written.
    public let modifiers: [String]
    public let associatedValues: [AssociatedValue]
    /// The raw value expression as written.
    public let rawValue: String?
    /// Position of the name.
    public let line: Int
    public let column: Int
    public let conditions: [String]
}

/// `typealias Name<T> = Type`.
public struct TypeAliasDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    public let name: String
    public let attributes: [Attribute]
    public let modifiers: [String]
    public let genericClause: String?
    public let aliasedType: String
    public let line: Int
    public let column: Int
    public let conditions: [String]
}
