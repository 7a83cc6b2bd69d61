import StrataJSON

/// A rule's descriptor: what code scanning shows beside every alert of the rule. GitHub renders
/// `help.markdown` in the alert, so it carries the rule's reasons and its examples.
extension SARIFReporter {
    static func descriptor(_ rule: DiagnosticReport.Rule, tag: String) -> JSON {
        var members: [String: JSON] = [
            "id": .string(tag), "name": .string(rule.name),
            "shortDescription": ["text": .string(rule.summary)],
            "fullDescription": ["text": .string(rule.rationale)],
            "help": ["text": .string(rule.fixHint), "markdown": .string(helpMarkdown(rule, tag: tag))],
            "defaultConfiguration": ["level": .string(rule.severity == .bug ? "error" : rule.severity.rawValue)],
        ]
        if let helpURI = rule.helpURI { members["helpUri"] = .string(helpURI) }
        var properties: [String: JSON] = [:]
        // GitHub filters alerts by tag; the layers say where a rule applies.
        if !rule.layers.isEmpty { properties["tags"] = .array((["architecture"] + rule.layers).map(JSON.string)) }
        if let precision = rule.precision { properties["precision"] = .string(precision) }
        if !properties.isEmpty { members["properties"] = .object(properties) }
        return .object(members)
    }

    /// Summary, rationale, fix, then each example fenced as Swift: ❌ triggers the rule, ✅ does not.
    static func helpMarkdown(_ rule: DiagnosticReport.Rule, tag: String) -> String {
        var parts = ["**\(rule.summary)**", rule.rationale, "**Fix:** \(rule.fixHint)"]
        for example in rule.examples {
            let mark = example.triggers ? "❌" : "✅"
            parts.append("\(mark) \(example.note)\n\n" + fenced(example.code))
        }
        if rule.helpURI != nil { parts.append("More: `strata rules explain \(tag)`") }
        return parts.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// A fence longer than any run of backticks in the code, so the code cannot close it.
    private static func fenced(_ code: String) -> String {
        var longest = 0
        var run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "swift\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
    }
}
