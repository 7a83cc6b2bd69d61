import Foundation
import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct TemplateMetadataTests {
    private static let valid = """
        {
          "schemaVersion": 1,
          "id": "viewmodel",
          "version": "1.2.0",
          "description": "A view model.",
          "layer": "presentation",
          "styles": ["observable", "combine"],
          "variables": [
            { "name": "module", "type": "identifier", "description": "Package name" },
            { "name": "fields", "type": "fields", "description": "Entity fields", "default": "id:UUID,name:String" },
            { "name": "operations", "type": "list", "description": "Operations", "default": "load,save" },
            { "name": "style", "type": "string", "description": "Style" }
          ],
          "files": [
            { "template": "ViewModel.swift.tmpl", "output": "Sources/{{ module }}Presentation/{{ module }}ViewModel.swift" },
            { "template": "Publisher.swift.tmpl", "output": "Sources/{{ module }}/Publisher.swift", "styles": ["combine"] }
          ]
        }
        """

    @Test func loadsAValidTemplateJSON() throws {
        let metadata = try TemplateMetadata.load(
            from: Self.valid, file: "Templates/viewmodel/template.json", folderID: "viewmodel",
            folderFiles: ["ViewModel.swift.tmpl", "Publisher.swift.tmpl"])
        #expect(metadata.id == "viewmodel")
        #expect(metadata.version == "1.2.0")
        #expect(metadata.layer == .layer(.presentation))
        #expect(metadata.styles == [.observable, .combine])
        #expect(metadata.variables.map(\.name) == ["module", "fields", "operations", "style"])
        #expect(metadata.variables.map(\.type) == [.identifier, .fields, .list, .string])
        #expect(metadata.variables[1].defaultValue == "id:UUID,name:String")
        #expect(metadata.files.map(\.styles) == [[.observable, .combine], [.combine]])
        #expect(
            try metadata.files[0].output.render(["module": "Demo"]) == "Sources/DemoPresentation/DemoViewModel.swift")
    }

    /// Only the package template's files can be missing from a package a feature is added to, so only they may
    /// say that features build on them.
    @Test(arguments: [("package", true), ("presentation", false)])
    func neededByFeaturesIsAPackageFilesMark(layer: String, accepted: Bool) throws {
        let text = """
            {"schemaVersion": 1, "id": "support", "version": "1.0.0", "description": "Support.", "layer": "\(layer)",
             "styles": ["observable"], "variables": [{"name": "module", "type": "identifier", "description": "M"}],
             "files": [{"template": "Work.swift.tmpl", "output": "Sources/Work.swift", "neededByFeatures": true},
                       {"template": "Other.swift.tmpl", "output": "Sources/Other.swift"}]}
            """
        let load = {
            try TemplateMetadata.load(
                from: text, file: "support/template.json", folderID: "support",
                folderFiles: ["Work.swift.tmpl", "Other.swift.tmpl"])
        }
        if accepted {
            #expect(try load().files.map(\.neededByFeatures) == [true, false])
        } else {
            #expect {
                try load()
            } throws: { error in
                "\(error)".contains("$.files[0].neededByFeatures") && "\(error)".contains("\"package\" layer")
            }
        }
    }

    /// A template that writes into `.git` (a hook runs on the next checkout) is refused by
    /// `knowledge validate` and `templates check`, as the writer would refuse it at run time.
    @Test(arguments: [".git/hooks/post-checkout", ".GIT/config", "Sources/{{ module }}/.git/x.swift"])
    func anOutputInsideGitIsRefused(output: String) throws {
        let text = """
            {"schemaVersion": 1, "id": "hook", "version": "1.0.0", "description": "A hook.", "layer": "domain",
             "styles": ["observable"], "variables": [{"name": "module", "type": "identifier", "description": "M"}],
             "files": [{"template": "hook.tmpl", "output": "\(output)"}]}
            """
        #expect {
            try TemplateMetadata.load(
                from: text, file: "hook/template.json", folderID: "hook", folderFiles: ["hook.tmpl"])
        } throws: { error in
            "\(error)".contains("inside .git")
        }
    }

    @Test func reportsEveryProblemAtItsPlace() throws {
        let file = "templates/broken-template.json"
        let marked = try Fixtures.marked(file)
        let expected: [(path: String, fragment: String)] = [
            ("$.id", "does not match its folder \"viewmodel\""),
            ("$.version", "is not MAJOR.MINOR.PATCH"),
            (
                "$.layer",
                "unknown layer \"presenter\"; use one of: shared, domain, data, presentation, ui, composition, tests, package"
            ),
            ("$.styles[1]", "unknown style \"redux\"; use one of: observable, combine, store"),
            (
                "$.variables[1].type",
                "unknown variable type \"int\"; use one of: string, identifier, bool, list, fields"
            ),
            ("$.variables[2].name", "variable \"module\" is already declared at $.variables[0]"),
            ("$.variables[3].default", "unsupported type \"integer\""),
            ("$.variables[4].name", "\"class\" is a Swift keyword"),
            ("$.files", "\"Unused.swift.tmpl\" is in the template folder but not listed"),
            ("$.files[0].template", "\"Missing.swift.tmpl\" is listed but not in the template folder"),
            ("$.files[1].output", "is not relative to the package"),
            ("$.files[2].output", "contains \"..\""),
            ("$.files[2].styles[0]", "style \"combine\" is not among the template's styles (observable)"),
        ]
        #expect(marked.sourcePositions.count == expected.count + 1)
        do {
            _ = try TemplateMetadata.load(
                from: marked.text, file: file, folderID: "viewmodel",
                folderFiles: ["ViewModel.swift.tmpl", "Unused.swift.tmpl"])
            Issue.record("the broken template.json was accepted")
        } catch {
            #expect(error.errors.count == expected.count + 1)
            for (index, (error, expectation)) in zip(error.errors, expected).enumerated() {
                let position = marked.sourcePositions[index]
                guard case .json(.invalidValue(let reason), let location) = error else {
                    Issue.record("expected an invalid value, got \(error)")
                    continue
                }
                #expect(location.file == file)
                #expect(location.path == expectation.path)
                #expect(location.position == position, "\(String(describing: location.path))")
                #expect(reason.contains(expectation.fragment), "\(reason)")
            }
            let last = marked.sourcePositions[expected.count]
            #expect(
                error.errors.last
                    == .template(.unknownFilter("upper"), at: FileLocation(file: file, position: last)))
        }
    }

    @Test(arguments: [
        (TemplateVariableType.string, "any text", TemplateValue.string("any text")),
        (.identifier, "Profile", .string("Profile")),
        (.bool, "true", .bool(true)),
        (.bool, "false", .bool(false)),
        (.list, "load, save,,delete", .list(["load", "save", "delete"])),
        (.list, "", .list([])),
    ])
    func convertsInputStrings(type: TemplateVariableType, input: String, expected: TemplateValue) throws {
        #expect(try type.value(forInput: input, variable: "v") == expected)
    }

    @Test func convertsFieldInputToFieldObjects() throws {
        let value = try TemplateVariableType.fields.value(forInput: "id:UUID,name:String", variable: "fields")
        #expect(value == .list(try FieldSpec.parse("id:UUID,name:String").map(\.templateValue)))
    }

    @Test(arguments: [
        (
            TemplateVariableType.identifier, "123",
            KnowledgeError.invalidIdentifier(name: "123", problem: .startsWithDigit)
        ),
        (.bool, "yes", .invalidInput(variable: "v", value: "yes", expected: "true or false")),
        (.list, "load,class", .invalidIdentifier(name: "class", problem: .keyword)),
        (.fields, "id:thing", .invalidField(field: "id:thing", problem: .unsupportedType("thing"))),
    ])
    func rejectsBadInput(type: TemplateVariableType, input: String, expected: KnowledgeError) {
        #expect(throws: expected) { try type.value(forInput: input, variable: "v") }
    }
}
