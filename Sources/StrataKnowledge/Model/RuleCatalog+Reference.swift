import Foundation

extension RuleCatalog {
    /// Where the rules reference is published: `docs/rules.md` served from Strata's site, the home
    /// strata.json's `$schema` already names.
    public static let publishedReference = "https://strata.dev/docs/rules"

    /// The link to a rule's section of the published reference: each rule is a `## <id>` heading
    /// there, so its anchor is its id. SARIF's `helpUri`, which a code-scanning alert opens.
    public static func documentationURL(ofRule id: String) -> String {
        publishedReference + "#" + id
    }

    /// The rules reference, `docs/rules.md`: every rule's summary, rationale, parameters and
    /// examples, written from rules.json alone so the page cannot say what the catalog does not
    /// (a test compares the committed page with this text).
    public var referenceMarkdown: String {
        var page = """
            # Rules

            <!-- Generated from knowledge/rules.json; do not edit. Regenerate with
                 RECORD_SNAPSHOTS=1 swift test --filter RulesReferenceTests -->

            \(description) A finding names its rule; `strata rules explain <id>` prints the same
            entry in the terminal, and strata.json's `rules` sets a rule's severity or turns it off.


            """
        page += "| Rule | Severity | Layers | Name |\n|---|---|---|---|\n"
        for rule in rules {
            page +=
                "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | "
                + "\(rule.layers.map(\.rawValue).joined(separator: ", ")) | \(tableCell(rule.name)) |\n"
        }
        for rule in rules { page += "\n" + Self.reference(of: rule) }
        return page
    }

    private static func reference(of rule: RuleDefinition) -> String {
        var section = "## \(rule.id)\n\n**\(rule.name)** · \(rule.severity.rawValue)"
        section += " · layers: \(rule.layers.map(\.rawValue).joined(separator: ", "))"
        if let precision = rule.precision { section += " · precision: \(precision.rawValue)" }
        section += "\n\n\(rule.summary)\n\n**Why.** \(rule.rationale)\n\n**Fix.** \(rule.fixHint)\n\n"
        section += "**Detection.** \(rule.detection)\n\n**Message.** `\(rule.message)`\n"
        if let superseded = rule.supersedes, !superseded.isEmpty {
            section += "\nWhere it reports the same code, its finding replaces "
            section += superseded.map { "[`\($0)`](#\($0))" }.joined(separator: ", ") + "'s.\n"
        }
        if let parameters = rule.parameters, !parameters.isEmpty {
            section += "\n### Parameters\n\n"
            for name in parameters.keys.sorted() {
                let values = parameters[name] ?? []
                section += "- `\(name)`: " + values.map { "`\($0)`" }.joined(separator: ", ") + "\n"
            }
        }
        section += "\n### Examples\n"
        for example in rule.examples.triggering {
            section += "\n❌ \(example.note)\n\n" + codeBlock(example.marked.text)
            for message in example.messages ?? [] { section += "\n→ \(message)\n" }
        }
        for example in rule.examples.nonTriggering {
            let mark = example.boundary == true ? "✅ (where the rule stops)" : "✅"
            section += "\n\(mark) \(example.note)\n\n" + codeBlock(example.code)
        }
        return section
    }

    /// A fenced Swift block whose fence no line of the code can close.
    private static func codeBlock(_ code: String) -> String {
        var fence = "```"
        while code.contains(fence) { fence += "`" }
        let body = code.hasSuffix("\n") ? code : code + "\n"
        return "\(fence)swift\n\(body)\(fence)\n"
    }

    private func tableCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
