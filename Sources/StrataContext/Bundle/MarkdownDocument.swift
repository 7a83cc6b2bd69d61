/// A generated Markdown file built from titled sections in order of importance, so a budget
/// overrun can name the sections to trim and the essentials always come first.
struct MarkdownDocument {
    struct Section {
        /// Names the section in budget messages; also its heading unless `heading` is nil.
        var title: String
        var heading: String?
        var body: String
        /// Essential sections must fit in the part every reader of the file loads.
        var isEssential: Bool

        init(_ title: String, heading: String? = nil, essential: Bool = false, body: String) {
            self.title = title
            self.heading = heading
            self.body = body
            self.isEssential = essential
        }

        var text: String {
            let trimmed = body.hasSuffix("\n") ? body : body + "\n"
            return (heading.map { $0 + "\n\n" } ?? "") + trimmed
        }
    }

    var frontMatter: FrontMatter?
    var provenance: String
    var sections: [Section]

    /// Front matter (with the provenance as its first comment) or an HTML comment carrying the
    /// provenance, then the sections separated by blank lines.
    var text: String {
        head + sections.map(\.text).joined(separator: "\n")
    }

    private var head: String {
        if let frontMatter { return frontMatter.render(comment: provenance) + "\n" }
        return "<!-- \(provenance) -->\n\n"
    }

    /// Where the last essential section ends, in characters from the start of the file.
    var essentialEnd: Int {
        var end = head.count
        var offset = head.count
        for (index, section) in sections.enumerated() {
            offset += section.text.count + (index > 0 ? 1 : 0)
            if section.isEssential { end = offset }
        }
        return end
    }

    func sectionSizes(in budget: ContextBudget) -> [ContextError.SectionSize] {
        sections.map { ContextError.SectionSize(title: $0.title, size: budget.size(of: $0.text)) }
            .sorted { ($0.size, $1.title) > ($1.size, $0.title) }
    }
}
