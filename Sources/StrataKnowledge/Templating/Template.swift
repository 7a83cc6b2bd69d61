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

    /// The variables and filters this template uses, for static checks against template.json.
    public var usage: TemplateUsage { TemplateUsage(nodes) }
}
