/// One binding of a `let` or `var` declaration, stored or computed, at any level.
///
/// `var a = 1, b = 2` gives two properties sharing attributes and modifiers.
public struct PropertyDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// The declaration as written; equality, hashing and encoding are those of these fields.
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

    /// One shared immutable object: every type copies its properties into its own list and every
    /// rule walks them, and a copy of the object is one retain where the fields are eight.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private let storage: Storage

    init(
        name: String, isLet: Bool, isStatic: Bool, attributes: [Attribute], modifiers: [String],
        typeAnnotation: String?, initializerText: String?, isComputed: Bool, line: Int, column: Int,
        conditions: [String]
    ) {
        storage = Storage(
            Fields(
                name: name, isLet: isLet, isStatic: isStatic, attributes: attributes, modifiers: modifiers,
                typeAnnotation: typeAnnotation, initializerText: initializerText, isComputed: isComputed, line: line,
                column: column, conditions: conditions))
    }

    /// The bound name; for a tuple pattern, the pattern as written (`(a, b)`).
    public var name: String { storage.fields.name }
    public var isLet: Bool { storage.fields.isLet }
    /// Whether the property belongs to the type: `static`, or `class` in a class.
    public var isStatic: Bool { storage.fields.isStatic }
    public var attributes: [Attribute] { storage.fields.attributes }
    /// Modifiers as written, setter access included: `private(set)`, `nonisolated(unsafe)`.
    public var modifiers: [String] { storage.fields.modifiers }
    /// The annotated type as written, without the colon.
    public var typeAnnotation: String? { storage.fields.typeAnnotation }
    /// The initial value expression as written, without `=`.
    public var initializerText: String? { storage.fields.initializerText }
    /// Whether the property has a getter (or `get`/`set` requirements) instead of storage.
    /// Observers (`willSet`/`didSet`) do not make a property computed.
    public var isComputed: Bool { storage.fields.isComputed }
    /// Position of the name.
    public var line: Int { storage.fields.line }
    public var column: Int { storage.fields.column }
    public var conditions: [String] { storage.fields.conditions }

    public static func == (lhs: PropertyDecl, rhs: PropertyDecl) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }

    public func encode(to encoder: any Encoder) throws {
        try storage.fields.encode(to: encoder)
    }
}
