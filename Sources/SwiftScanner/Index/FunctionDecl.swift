/// One parameter of a function or initializer.
public struct Parameter: Sendable, Hashable, Encodable {
    /// The argument label; `nil` when the caller passes the argument unlabelled (`_`).
    public let label: String?
    /// The name used inside the body.
    public let name: String
    /// The type as written, including `inout`, `@escaping`, `...`.
    public let type: String
    /// The default value expression as written, without `=`.
    public let defaultText: String?
    /// Attributes written before the name (`@ViewBuilder content: …`).
    public let attributes: [Attribute]
}

/// A `func` declaration, at top level or in a type.
public struct FunctionDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// The name, an operator for operator functions (`==`).
    public let name: String
    public let attributes: [Attribute]
    public let modifiers: [String]
    public let genericClause: String?
    public let parameters: [Parameter]
    public let isAsync: Bool
    /// `throws`, `rethrows` or a typed `throws(MyError)`; `nil` when it cannot throw.
    public let throwsClause: String?
    /// The return type as written, without `->`.
    public let returnType: String?
    public let whereClause: String?
    /// Position of the name.
    public let line: Int
    public let column: Int
    /// Line of the closing brace of the body, or of the last signature token without one.
    public let endLine: Int
    public let conditions: [String]

    /// `name(label:label:)`, the way Swift spells a function reference.
    public var selector: String {
        "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// An `init` declaration.
public struct InitializerDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    public let attributes: [Attribute]
    public let modifiers: [String]
    /// `?` or `!` for a failable initializer, `nil` otherwise.
    public let failability: String?
    public let genericClause: String?
    public let parameters: [Parameter]
    public let isAsync: Bool
    public let throwsClause: String?
    public let whereClause: String?
    /// Position of the `init` keyword.
    public let line: Int
    public let column: Int
    public let endLine: Int
    public let conditions: [String]
}
