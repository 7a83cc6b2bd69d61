/// One binding of a `let` or `var` declaration, stored or computed, at any level.
///
/// `var a = 1, b = 2` gives two properties sharing attributes and modifiers.
public struct PropertyDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// The declaration as written; equality and hashing (synthesized through ``SharedFields``) and
    /// encoding are those of these fields.
    private struct Fields: Sendable, Hashable, Encodable {
        let name: String
        let isLet: Bool
        let isStatic: Bool
        let attributes: [Attribute]
        let modifiers: [String]
        let typeAnnotation: String?
        let initializerText: String?
        let isComputed: Bool
        let line: Int
        let column: Int
        let conditions: [String]
    }

    /// One shared object: every type copies its properties into its own list and every rule walks
    /// them (see ``SharedFields``).
    private let storage: SharedFields<Fields>

    init(
        name: String, isLet: Bool, isStatic: Bool, attributes: [Attribute], modifiers: [String],
        typeAnnotation: String?, initializerText: String?, isComputed: Bool, line: Int, column: Int,
        conditions: [String]
    ) {
        storage = SharedFields(
            Fields(
                name: name, isLet: isLet, isStatic: isStatic, attributes: attributes, modifiers: modifiers,
                typeAnnotation: typeAnnotation, initializerText: initializerText, isComputed: isComputed, line: line,
                column: column, conditions: conditions))
    }

    /// The bound name; for a tuple pattern, the pattern as written (`(a, b)`).
    public var name: String { storage.value.name }
    public var isLet: Bool { storage.value.isLet }
    /// Whether the property belongs to the type: `static`, or `class` in a class.
    public var isStatic: Bool { storage.value.isStatic }
    public var attributes: [Attribute] { storage.value.attributes }
    /// Modifiers as written, setter access included: `private(set)`, `nonisolated(unsafe)`.
    public var modifiers: [String] { storage.value.modifiers }
    /// The annotated type as written, without the colon.
    public var typeAnnotation: String? { storage.value.typeAnnotation }
    /// The initial value expression as written, without `=`.
    public var initializerText: String? { storage.value.initializerText }
    /// Whether the property has a getter (or `get`/`set` requirements) instead of storage.
    /// Observers (`willSet`/`didSet`) do not make a property computed.
    public var isComputed: Bool { storage.value.isComputed }
    /// Position of the name.
    public var line: Int { storage.value.line }
    public var column: Int { storage.value.column }
    public var conditions: [String] { storage.value.conditions }

    public func encode(to encoder: any Encoder) throws {
        try storage.value.encode(to: encoder)
    }
}
