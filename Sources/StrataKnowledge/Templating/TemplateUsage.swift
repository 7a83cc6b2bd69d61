/// What a template reads from its context, found without rendering it: the free variables
/// (loop items and `@index`/`@first`/`@last` are local, not free) and the filters applied.
/// `templates check` compares these with the variables template.json declares.
public struct TemplateUsage: Equatable, Sendable {
    /// Each free variable's name with the position of its first use.
    public private(set) var variables: [String: SourcePosition] = [:]
    public private(set) var filters: Set<TemplateFilter> = []

    init(_ nodes: [TemplateNode]) {
        collect(nodes, locals: [])
    }

    private mutating func collect(_ nodes: [TemplateNode], locals: Set<String>) {
        for node in nodes {
            switch node {
            case .text:
                continue
            case .output(let reference, let filters):
                note(reference, locals: locals)
                self.filters.formUnion(filters)
            case .each(let list, let item, let body, let otherwise):
                note(list, locals: locals)
                collect(body, locals: locals.union([item]))
                collect(otherwise, locals: locals)
            case .conditional(let condition, _, let body, let otherwise):
                note(condition.reference, locals: locals)
                collect(body, locals: locals)
                collect(otherwise, locals: locals)
            }
        }
    }

    private mutating func note(_ reference: TemplateReference, locals: Set<String>) {
        let head = reference.components[0]
        guard !head.hasPrefix("@"), !locals.contains(head) else { return }
        if let known = variables[head], known < reference.position { return }
        variables[head] = reference.position
    }
}
