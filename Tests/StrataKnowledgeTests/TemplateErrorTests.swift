import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct TemplateErrorTests {
    private static let path = "Templates/viewmodel/ViewModel.swift.tmpl"

    private static let context: [String: TemplateValue] = [
        "feature": "Profile", "flag": true, "operations": ["load"],
        "fields": .list(try! FieldSpec.parse("id:UUID").map(\.templateValue)),
    ]

    /// Each source has one `↓` before the offending tag.
    @Test(arguments: [
        ("line\n↓{{ feature", TemplateProblem.unterminatedTag),
        ("a ↓{{  }} b", .emptyTag),
        ("↓{{#each fields field}}{{/each}}", .malformedTag("#each fields field")),
        ("↓{{#each fields as field.name}}{{/each}}", .malformedTag("#each fields as field.name")),
        ("↓{{#if}}x{{/if}}", .malformedTag("#if")),
        ("↓{{#if style == combine}}x{{/if}}", .malformedTag("#if style == combine")),
        ("↓{{#with feature}}", .malformedTag("#with feature")),
        ("↓{{/with}}", .malformedTag("/with")),
        ("↓{{ feature name }}", .malformedTag(" feature name ")),
        ("↓{{ feature | }}", .malformedTag(" feature | ")),
        ("x\n  ↓{{ feature | screamingCase }}", .unknownFilter("screamingCase")),
        ("↓{{#each fields as field}}\n{{ field.name }}\n", .unclosedSection("each")),
        ("{{#if flag}}\n  {{#each operations as op}}\n  ↓{{/if}}", .mismatchedSection(opened: "each", closed: "if")),
        ("text\n↓{{/unless}}", .unexpectedClosingTag("unless")),
        ("a ↓{{else}} b", .elseOutsideSection),
        ("{{#if flag}}a{{else}}b↓{{else}}c{{/if}}", .duplicateElse("if")),
    ])
    func rejectsMalformedTemplatesAtTheOffendingTag(marked: String, problem: TemplateProblem) {
        let source = MarkedText(marked)
        #expect(
            throws: KnowledgeError.template(problem, at: FileLocation(file: Self.path, position: source.sourcePosition))
        ) {
            try Template(parsing: source.text, path: Self.path)
        }
    }

    @Test(arguments: [
        ("final class ↓{{ featur }}ViewModel", TemplateProblem.unknownVariable("featur")),
        ("{{#if flag}}\n    ↓{{#if missing}}x{{/if}}{{/if}}", .unknownVariable("missing")),
        ("↓{{ @index }}", .unknownVariable("@index")),
        (
            "{{#each fields as field}}\n  let x = ↓{{ field.nmae }}\n{{/each}}",
            .unknownFieldProperty(variable: "field", property: "nmae")
        ),
        ("↓{{ feature.name }}", .unknownFieldProperty(variable: "feature", property: "name")),
        ("↓{{#each feature as letter}}{{/each}}", .notAList(variable: "feature", found: "string")),
        ("↓{{#each flag as x}}{{/each}}", .notAList(variable: "flag", found: "boolean")),
        ("let all = ↓{{ operations }}", .notText(variable: "operations", found: "list")),
        ("↓{{#if fields == \"id\"}}{{/if}}", .notText(variable: "fields", found: "list")),
        ("{{#each fields as field}}↓{{ field | uppercase }}{{/each}}", .notText(variable: "field", found: "object")),
    ])
    func reportsRenderingErrorsAtTheOffendingTag(marked: String, problem: TemplateProblem) throws {
        let source = MarkedText(marked)
        let template = try Template(parsing: source.text, path: Self.path)
        #expect(
            throws: KnowledgeError.template(problem, at: FileLocation(file: Self.path, position: source.sourcePosition))
        ) {
            try template.render(Self.context)
        }
    }

    @Test func rendersEachProblemOnOneLineWithItsPosition() {
        let problems: [TemplateProblem] = [
            .unterminatedTag, .emptyTag, .malformedTag("#x"), .unknownVariable("a"), .unknownVariable("@first"),
            .unknownFilter("f"), .unknownFieldProperty(variable: "field", property: "p"), .unclosedSection("if"),
            .mismatchedSection(opened: "if", closed: "each"), .unexpectedClosingTag("if"), .elseOutsideSection,
            .duplicateElse("each"), .notAList(variable: "a", found: "string"), .notText(variable: "a", found: "list"),
        ]
        for problem in problems {
            let text = KnowledgeError.template(problem, at: FileLocation(file: "T.tmpl", line: 3, column: 9))
                .description
            #expect(text.hasPrefix("T.tmpl:3:9: "))
            #expect(!text.contains("\n"))
            #expect(text.contains("; "), "no fix suggested in: \(text)")
        }
    }
}

@Suite struct TemplateUsageTests {
    @Test func listsFreeVariablesAtTheirFirstUseButNotLoopLocals() throws {
        let source = MarkedText(
            """
            ↓{{ module }}.{{ module }}
            {{#each fields as field}}
              {{ field.name }} {{ @index }} ↓{{ feature | camelCase }}
              {{#if field.isOptional}}?{{/if}}
              {{#each field.tags as tag}}{{ tag | plural }}{{/each}}
            {{else}}
              ↓{{ field }}
            {{/each}}
            {{#if ↓style == "combine"}}{{/if}}
            """.replacingOccurrences(of: "{{#if ↓style", with: "↓{{#if style"))
        let usage = try Template(parsing: source.text, path: "U.tmpl").usage
        let p = source.sourcePositions
        #expect(
            usage.variables == [
                "module": p[0], "feature": p[1], "field": p[2], "style": p[3],
                "fields": SourcePosition(line: 2, column: 1),
            ])
        #expect(usage.filters == [.camelCase, .plural])
    }
}
