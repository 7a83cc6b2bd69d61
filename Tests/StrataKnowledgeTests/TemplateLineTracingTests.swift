import Testing

@testable import StrataKnowledge

/// Every output line knows the template line it came from, so problems found in generated code
/// point back at the template. Each literal line below starts with `t<its line number>`.
@Suite struct TemplateLineTracingTests {
    private static let source = """
        t1 {{ name }}
        {{#each items as item}}
          t3 {{ item }}
        {{/each}}
        {{#if flag}}
        t6
        {{else}}
        t8
        {{/if}}
        {{! t10 renders nothing }}
        t11 \\{{ literal }}
        t12 {{ multiline }}
        t13
        """

    @Test func eachOutputLineNamesItsTemplateLine() throws {
        let traced = try Template(parsing: Self.source, path: "T.swift.tmpl").renderTracingLines([
            "name": "x", "items": ["a", "b"], "flag": false, "multiline": "first\nsecond",
        ])
        let lines = traced.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == traced.templateLines.count)
        #expect(lines.count == 8)
        for (line, origin) in zip(lines, traced.templateLines) {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("t"), let number = Int(trimmed.dropFirst().prefix(while: \.isNumber)) {
                #expect(origin == number, "\(line)")
            } else {
                #expect(line == "second" && origin == 12, "a value's own lines belong to its tag's line")
            }
        }
    }

    @Test func renderedFilesCarryTheTraceAndTheirTemplatePath() throws {
        let library = ResourceLibrary(files: [
            ResourceFile(
                path: "Templates/entity/template.json",
                text: """
                    { "schemaVersion": 1, "id": "entity", "version": "1.0.0", "description": "An entity.",
                      "layer": "domain", "styles": ["observable"],
                      "variables": [{ "name": "feature", "type": "identifier", "description": "Feature" }],
                      "files": [{ "template": "Entity.swift.tmpl", "output": "{{ feature }}.swift" }] }
                    """, origin: .shipped, location: "Templates/entity/template.json"),
            ResourceFile(
                path: "Templates/entity/Entity.swift.tmpl",
                text: "{{! header }}\nimport Foundation\n\npublic struct {{ feature }} {}\n", origin: .shipped,
                location: "Templates/entity/Entity.swift.tmpl"),
        ])
        let file = try #require(
            try TemplatePackage.load(id: "entity", from: library)
                .render(inputs: ["feature": "Profile"], style: .observable).first)
        #expect(file.templatePath == "Templates/entity/Entity.swift.tmpl")
        #expect(file.templateLine(forLine: 1) == 2)
        #expect(file.templateLine(forLine: 3) == 4)
        #expect(file.templateLine(forLine: 4) == nil)
    }
}
