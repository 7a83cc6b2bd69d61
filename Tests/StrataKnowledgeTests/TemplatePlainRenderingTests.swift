import Testing

@testable import StrataKnowledge

/// Rule messages take a fast path when a template is text and plain `{{name}}` tags: it must give
/// what the renderer gives, and leave to the renderer whatever it would render differently or
/// refuse (a missing value, a filter, a block, a limit).
@Suite struct TemplatePlainRenderingTests {
    private static let templates = [
        "", "plain text", "{{type}}", "'{{ type }}' is a {{missing}}, not {{type}}.",
        "{{type | lowercase}}", "{{field.name}}", "{{#if type}}yes{{/if}}", "{{#each items as item}}{{item}}{{/each}}",
        "multi\nline {{type}}\n",
    ]
    private static let contexts: [[String: String]] = [
        [:], ["type": "OrderRepository"], ["type": "Order", "missing": "mock conforming to it"],
        ["type": "é\u{301}\r\n", "missing": ""],
    ]

    @Test func givesWhatTheRendererGivesOrDefersToIt() throws {
        for source in Self.templates {
            let template = try Template(parsing: source, path: "message")
            for values in Self.contexts {
                let rendered = try? template.render(values.mapValues { TemplateValue.string($0) })
                if let plain = template.renderPlain(values) {
                    #expect(plain == rendered, "\(source) \(values)")
                } else {
                    // Deferred: either the renderer fails too, or the template is more than text and names.
                    let isPlainShape = !source.contains("|") && !source.contains("#") && !source.contains(".")
                    let hasEveryValue = ["type", "missing"].allSatisfy { !source.contains($0) || values[$0] != nil }
                    #expect(!(isPlainShape && hasEveryValue), "\(source) \(values)")
                }
            }
        }
        #expect(
            try Template(parsing: "'{{type}}' lacks a {{missing}}", path: "m").renderPlain([
                "type": "Order", "missing": "test",
            ]) == "'Order' lacks a test")
    }

    @Test func defersWhenTheOutputLimitWouldStopTheRenderer() throws {
        let template = try Template(parsing: "{{a}}{{b}}", path: "message")
        let values = ["a": "123456", "b": "7"]
        TemplateLimits.$current.withValue(TemplateLimits(maximumOutputBytes: 5)) {
            #expect(template.renderPlain(values) == nil)
            #expect(throws: KnowledgeError.self) { try template.render(values.mapValues { .string($0) }) }
        }
        #expect(template.renderPlain(values) == "1234567")
    }
}
