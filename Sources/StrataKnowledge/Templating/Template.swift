/// A template parsed once and rendered many times, e.g. once per feature a scaffolder writes.
public struct Template: Sendable {
    /// The path errors name, as given when parsing (e.g. `Templates/viewmodel/ViewModel.swift.tmpl`).
    public let path: String
    let nodes: [TemplateNode]

    public init(parsing source: String, path: String) throws(KnowledgeError) {
        self.path = path
        self.nodes = try TemplateParser.parse(TemplateLexer.tokenize(source, path: path), path: path)
    }

    public func render(_ context: [String: TemplateValue]) throws(KnowledgeError) -> String {
        try render(context, tracingLines: false).text
    }

    /// The rendered text with the template line behind each output line.
    public func renderTracingLines(_ context: [String: TemplateValue]) throws(KnowledgeError) -> TracedText {
        try render(context, tracingLines: true)
    }

    private func render(_ context: [String: TemplateValue], tracingLines: Bool) throws(KnowledgeError) -> TracedText {
        var renderer = TemplateRenderer(path: path, context: context)
        var output = TracedText(tracingLines: tracingLines)
        try renderer.render(nodes, into: &output)
        return output
    }

    /// The output of a template made of text and plain `{{name}}` tags only, filled from
    /// `values`; nil when it holds anything else, names a value `values` lacks, or would stop at
    /// a limit, for `render` to produce or say why. A rule's message is rendered once per
    /// finding, tens of thousands of times a run, and nearly every one is this simple: the
    /// renderer's scopes, clock and traced output cost more than the text.
    public func renderPlain(_ values: [String: String]) -> String? {
        // The renderer checks its time limit every 256 nodes and its output size before each.
        guard nodes.count < 256 else { return nil }
        let maximumBytes = TemplateLimits.current.maximumOutputBytes
        var text = ""
        for node in nodes {
            guard text.utf8.count <= maximumBytes else { return nil }
            switch node {
            case .text(let literal, _):
                text += literal
            case .output(let reference, let filters) where filters.isEmpty && reference.components.count == 1:
                guard let value = values[reference.components[0]] else { return nil }
                text += value
            default:
                return nil
            }
        }
        return text
    }

    /// The variables and filters this template uses, for static checks against template.json.
    public var usage: TemplateUsage { TemplateUsage(nodes) }
}
