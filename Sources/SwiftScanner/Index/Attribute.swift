/// An attribute as written on a declaration or parameter: `@MainActor`,
/// `@available(iOS 17, *)`, `@Clamped(0...1)`.
public struct Attribute: Sendable, Hashable, Encodable {
    /// The name without `@`, dotted if qualified: `Published`, `SwiftUI.State`. Generic
    /// arguments of a custom attribute (`@Builder<Item>`) are not part of it.
    public let name: String
    /// The text between the parentheses, as written; `nil` when there are none.
    public let arguments: String?
    public let line: Int
    public let column: Int

    public init(name: String, arguments: String?, line: Int, column: Int) {
        self.name = name
        self.arguments = arguments
        self.line = line
        self.column = column
    }
}

/// What every indexed declaration records: attributes, modifiers, the `#if` clauses it
/// sits in, and where its name is.
public protocol IndexedDeclaration {
    var attributes: [Attribute] { get }
    var modifiers: [String] { get }
    /// The `#if` clauses around the declaration, outermost first (see ``SourceFileIndex``).
    var conditions: [String] { get }
    var line: Int { get }
    var column: Int { get }
}

extension IndexedDeclaration {
    /// The first attribute called `name` (without `@`); a qualified attribute
    /// (`@SwiftUI.State`) also answers to its last component (`State`).
    public func attribute(named name: String) -> Attribute? {
        attributes.first { $0.name == name || $0.name.hasSuffix("." + name) }
    }

    public func hasAttribute(_ name: String) -> Bool {
        attribute(named: name) != nil
    }

    public func hasModifier(_ modifier: String) -> Bool {
        modifiers.contains(modifier)
    }
}
