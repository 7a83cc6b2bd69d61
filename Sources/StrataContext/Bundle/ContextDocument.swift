/// A Markdown file of the bundle before it is written, with what its agent loads along with it.
struct ContextDocument {
    var path: String
    var agent: ContextAgent
    var document: MarkdownDocument
    var budget: ContextBudget
    /// Files the agent has already loaded when it loads this one (Codex: the root AGENTS.md
    /// before a nested one), which count toward the same limit.
    var loadedAfter: [String] = []

    /// Claude Code and Gemini CLI follow `@path` imports this many levels deep.
    static let importDepth = 5

    /// What the agent really loads for each file: the files loaded before it, then its own text
    /// with every `@path` line that names another file of the bundle replaced by that file's
    /// text, recursively. Budgets are checked against this, not the file alone: a nine-line
    /// CLAUDE.md that imports AGENTS.md loads both.
    static func loadedTexts(of documents: [ContextDocument]) -> [String: Loaded] {
        let texts = Dictionary(documents.map { ($0.path, $0.document.text) }, uniquingKeysWith: { first, _ in first })
        func expanded(_ text: String, depth: Int, including included: inout [String]) -> String {
            guard depth > 0 else { return text }
            var lines: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("@"), let imported = texts[String(line.dropFirst())] {
                    included.append(String(line.dropFirst()))
                    let body = expanded(imported, depth: depth - 1, including: &included)
                    lines.append(body.hasSuffix("\n") ? String(body.dropLast()) : body)
                } else {
                    lines.append(String(line))
                }
            }
            return lines.joined(separator: "\n")
        }
        var loaded: [String: Loaded] = [:]
        for document in documents {
            var included: [String] = []
            var parts: [String] = []
            for path in document.loadedAfter {
                guard let text = texts[path] else { continue }
                included.append(path)
                parts.append(expanded(text, depth: importDepth, including: &included))
            }
            parts.append(expanded(document.document.text, depth: importDepth, including: &included))
            loaded[document.path] = Loaded(text: parts.joined(), files: included)
        }
        return loaded
    }

    /// A file's text as its agent loads it, and the other files of the bundle that are part of it.
    struct Loaded {
        var text: String
        var files: [String]
    }
}
