/// The filters `{{ value | filter }}` may apply, in the order the template spec lists them.
public enum TemplateFilter: String, CaseIterable, Sendable {
    case pascalCase
    case camelCase
    case snakeCase
    case kebabCase
    /// Words as a label reads them: `notificationsEnabled` → `Notifications enabled`.
    case sentenceCase
    /// Words as a title reads them: `orderItems` → `Order Items`.
    case titleCase
    case plural
    /// The indefinite article the value takes as it is spoken: `Order` → `an`, `User` → `a`.
    case indefiniteArticle
    case lowercase
    case uppercase

    public func apply(to text: String) -> String {
        switch self {
        case .pascalCase: WordCase.pascalCase(text)
        case .camelCase: WordCase.camelCase(text)
        case .snakeCase: WordCase.snakeCase(text)
        case .kebabCase: WordCase.kebabCase(text)
        case .sentenceCase: WordCase.sentenceCase(text)
        case .titleCase: WordCase.titleCase(text)
        case .plural: EnglishPlural.plural(of: text)
        case .indefiniteArticle: EnglishArticle.article(for: text)
        case .lowercase: text.lowercased()
        case .uppercase: text.uppercased()
        }
    }
}
