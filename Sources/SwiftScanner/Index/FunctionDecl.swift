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
    /// The declaration as written; equality and hashing (synthesized through ``SharedFields``) and
    /// encoding are those of these fields.
    private struct Fields: Sendable, Hashable, Encodable {
        let name: String
        let attributes: [Attribute]
        let modifiers: [String]
        let genericClause: String?
        let parameters: [Parameter]
        let isAsync: Bool
        let throwsClause: String?
        let returnType: String?
        let whereClause: String?
        let line: Int
        let column: Int
        let endLine: Int
        let conditions: [String]
    }

    /// One shared object: every type copies its methods into its own list and every rule walks
    /// them (see ``SharedFields``).
    private let storage: SharedFields<Fields>

    init(
        name: String, attributes: [Attribute], modifiers: [String], genericClause: String?, parameters: [Parameter],
        isAsync: Bool, throwsClause: String?, returnType: String?, whereClause: String?, line: Int, column: Int,
        endLine: Int, conditions: [String]
    ) {
        storage = SharedFields(
            Fields(
                name: name, attributes: attributes, modifiers: modifiers, genericClause: genericClause,
                parameters: parameters, isAsync: isAsync, throwsClause: throwsClause, returnType: returnType,
                whereClause: whereClause, line: line, column: column, endLine: endLine, conditions: conditions))
    }

    /// The name, an operator for operator functions (`==`).
    public var name: String { storage.value.name }
    public var attributes: [Attribute] { storage.value.attributes }
    public var modifiers: [String] { storage.value.modifiers }
    public var genericClause: String? { storage.value.genericClause }
    public var parameters: [Parameter] { storage.value.parameters }
    public var isAsync: Bool { storage.value.isAsync }
    /// `throws`, `rethrows` or a typed `throws(MyError)`; `nil` when it cannot throw.
    public var throwsClause: String? { storage.value.throwsClause }
    /// The return type as written, without `->`.
    public var returnType: String? { storage.value.returnType }
    public var whereClause: String? { storage.value.whereClause }
    /// Position of the name.
    public var line: Int { storage.value.line }
    public var column: Int { storage.value.column }
    /// Line of the closing brace of the body, or of the last signature token without one.
    public var endLine: Int { storage.value.endLine }
    public var conditions: [String] { storage.value.conditions }

    public func encode(to encoder: any Encoder) throws {
        try storage.value.encode(to: encoder)
    }

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
