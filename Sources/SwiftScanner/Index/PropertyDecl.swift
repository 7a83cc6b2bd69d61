/// One binding of a `let` or `var` declaration, stored or computed, at any level.
///
/// `var a = 1, b = 2` gives two properties sharing attributes and modifiers.
public struct PropertyDecl: Sendable, Hashable, Encodable, IndexedDeclaration {
    /// The bound name; for a tuple pattern, the pattern as written (`(a, b)`).
    public let name: String
    public let isLet: Bool
    /// Whether the property belongs to the type: `static`, or `class` in a class.
    public let isStatic: Bool
    public let attributes: [Attribute]
    /// Modifiers as written, setter access included: `private(set)`, `nonisolated(unsafe)`.
    public let modifiers: [String]
    /// The annotated type as written, without the colon.
    public let typeAnnotation: String?
    /// The initial value expression as written, without `=`.
    public let initializerText: String?
    /// Whether the property has a getter (or `get`/`set` requirements) instead of storage.
    /// Observers (`willSet`/`didSet`) do not make a property computed.
    public let isComputed: Bool
    /// Position of the name.
    public let line: Int
    public let column: Int
    public let conditions: [String]
}
