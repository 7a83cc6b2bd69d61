import Testing

@testable import StrataKnowledge

@Suite struct TemplateRenderingTests {
    private func render(_ source: String, _ context: [String: TemplateValue]) throws(KnowledgeError) -> String {
        try Template(parsing: source, path: "T.swift.tmpl").render(context)
    }

    private static let fields: TemplateValue = .list(
        try! FieldSpec.parse("id:UUID,nickname:String?").map(\.templateValue))

    @Test func substitutesVariablesWithOrWithoutSpaces() throws {
        #expect(
            try render("struct {{ feature }}{{suffix}} {}", ["feature": "Profile", "suffix": "View"])
                == "struct ProfileView {}")
    }

    @Test func readsPropertiesWithDots() throws {
        let context: [String: TemplateValue] = ["idField": ["name": "id", "type": "UUID"]]
        #expect(try render("let {{ idField.name }}: {{ idField.type }}", context) == "let id: UUID")
    }

    @Test func rendersBooleansAsSwiftLiterals() throws {
        #expect(try render("let flag = {{ flag }}", ["flag": true]) == "let flag = true")
    }

    @Test func chainsFiltersLeftToRight() throws {
        let context: [String: TemplateValue] = ["feature": "UserProfile"]
        #expect(try render("{{ feature | camelCase | plural }}", context) == "userProfiles")
        #expect(try render("{{ feature|snakeCase|uppercase }}", context) == "USER_PROFILE")
        #expect(try render("{{ feature | kebabCase }}", context) == "user-profile")
    }

    @Test func loopsWithIndexFirstAndLast() throws {
        let source =
            "{{#each operations as op}}{{ @index }}:{{ op }}{{#if @first}}(first){{/if}}{{#unless @last}}, {{/unless}}{{/each}}"
        #expect(try render(source, ["operations": ["load", "save", "delete"]]) == "0:load(first), 1:save, 2:delete")
    }

    @Test func loopMetadataBelongsToTheInnermostLoop() throws {
        let source =
            "{{#each outer as a}}[{{#each inner as b}}{{ a }}{{ b }}{{ @index }}{{/each}}]{{ @index }}{{/each}}"
        #expect(try render(source, ["outer": ["x", "y"], "inner": ["1", "2"]]) == "[x10x21]0[y10y21]1")
    }

    @Test func loopsOverFieldObjects() throws {
        let source = "{{#each fields as field}}{{ field.name }}: {{ field.type }} = {{ field.sampleValue }}\n{{/each}}"
        #expect(
            try render(source, ["fields": Self.fields]) == """
                id: UUID = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
                nickname: String? = "Sample nickname"

                """)
    }

    @Test func rendersTheElseBranchOfAnEmptyLoop() throws {
        #expect(try render("{{#each items as item}}{{ item }}{{else}}none{{/each}}", ["items": []]) == "none")
        #expect(try render("{{#each items as item}}{{ item }}{{else}}none{{/each}}", ["items": ["a"]]) == "a")
    }

    @Test func loopVariablesShadowOuterOnesOnlyInsideTheLoop() throws {
        let source = "{{ item }}{{#each items as item}}{{ item }}{{/each}}{{ item }}"
        #expect(try render(source, ["item": "-", "items": ["a", "b"]]) == "-ab-")
    }

    @Test(arguments: [
        ("flag", TemplateValue.bool(true), "yes"),
        ("flag", .bool(false), "no"),
        ("flag", .string("text"), "yes"),
        ("flag", .string(""), "no"),
        ("flag", .list(["a"]), "yes"),
        ("flag", .list([]), "no"),
        ("flag", .object([:]), "yes"),
        ("style == \"combine\"", .string("combine"), "yes"),
        ("style == \"combine\"", .string("observable"), "no"),
        ("style != \"combine\"", .string("observable"), "yes"),
        ("style != \"a==b\"", .string("a==b"), "no"),
        ("field.isOptional", .object(["isOptional": true]), "yes"),
        ("field.isOptional", .object(["isOptional": false]), "no"),
        ("flag == \"true\"", .bool(true), "yes"),
    ])
    func evaluatesConditions(condition: String, value: TemplateValue, expected: String) throws {
        let name = String(condition.prefix(while: { $0.isLetter }))
        let context = [name: value]
        #expect(try render("{{#if \(condition)}}yes{{else}}no{{/if}}", context) == expected)
        let negated = expected == "yes" ? "no" : "yes"
        #expect(try render("{{#unless \(condition)}}yes{{else}}no{{/unless}}", context) == negated)
    }

    @Test func commentsRenderNothing() throws {
        #expect(try render("a{{! a note with {braces} }}b", [:]) == "ab")
    }

    @Test func backslashEscapesAnOpeningBrace() throws {
        #expect(try render(#"let s = "\{{ name }}" // {{ name }}"#, ["name": "x"]) == #"let s = "{{ name }}" // x"#)
    }

    @Test func leavesLoneClosingBracesAlone() throws {
        #expect(try render("{ {$0}} }}", [:]) == "{ {$0}} }}")
    }

    @Test func parsesOnceAndRendersManyTimes() throws {
        let template = try Template(parsing: "final class {{ feature }}ViewModel {}", path: "VM.tmpl")
        #expect(try template.render(["feature": "Profile"]) == "final class ProfileViewModel {}")
        #expect(try template.render(["feature": "Settings"]) == "final class SettingsViewModel {}")
    }

    @Test func removesLinesHoldingOnlyABlockTag() throws {
        let source = """
            struct {{ entity }} {
                {{! One stored property per field. }}
                {{#each fields as field}}
                let {{ field.name }}: {{ field.type }}
                {{/each}}
                {{#if hasStatus}}
                var status = ""
                {{else}}
                var status: String?
                {{/if}}
            }

            """
        #expect(
            try render(source, ["entity": "Profile", "fields": Self.fields, "hasStatus": false]) == """
                struct Profile {
                    let id: UUID
                    let nickname: String?
                    var status: String?
                }

                """)
    }

    @Test func keepsBlockTagsThatShareTheirLineWithText() throws {
        let source = "items: {{#each items as item}}{{ item }} {{/each}}\nend"
        #expect(try render(source, ["items": ["a", "b"]]) == "items: a b \nend")
    }

    @Test func removesStandaloneTagsAtTheStartAndEndAndWithCRLF() throws {
        #expect(try render("{{#if on}}\r\nline\r\n  {{/if}}", ["on": true]) == "line\r\n")
        #expect(try render("\t{{#if on}}  \nA\n{{/if}}\n", ["on": true]) == "A\n")
    }

    @Test func keepsLinesWithTwoBlockTags() throws {
        #expect(try render("{{#if a}}{{/if}}\nnext", ["a": true]) == "\nnext")
    }
}
