/// The parsed form of a template: what the renderer walks and `TemplateUsage` inspects.
indirect enum TemplateNode: Sendable {
    /// Literal text and the template line it starts on, so output lines can be traced back.
    case text(String, line: Int)
    case output(TemplateReference, filters: [TemplateFilter])
    /// `{{#each list as item}} body {{else}} otherwise {{/each}}`; `otherwise` renders for an empty list.
    case each(TemplateReference, item: String, body: [TemplateNode], otherwise: [TemplateNode])
    /// `{{#if}}` and `{{#unless}}` (the latter with `negated`).
    case conditional(TemplateCondition, negated: Bool, body: [TemplateNode], otherwise: [TemplateNode])
}

/// A variable as written in a tag, `field.name` or `@index`, with the tag's position.
struct TemplateReference: Sendable {
    let components: [String]
    let position: SourcePosition

    var name: String { components.joined(separator: ".") }
}

enum TemplateCondition: Sendable {
    case truthy(TemplateReference)
    case equals(TemplateReference, String)
    case notEquals(TemplateReference, String)

    var reference: TemplateReference {
        switch self {
        case .truthy(let reference), .equals(let reference, _), .notEquals(let reference, _): reference
        }
    }
}
