/// A value a template can read: text, a flag, a list to loop over, or an object with properties
/// (such as a field object). Literal-friendly so contexts read naturally in code and tests.
public enum TemplateValue: Sendable, Equatable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }

    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The name used in messages such as "it is a list, not text".
    var kindName: String {
        switch self {
        case .string: "string"
        case .bool: "boolean"
        case .list: "list"
        case .object: "object"
        }
    }
}
