import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct TemplatePackageTests {
    private static func file(_ path: String, _ text: String) -> ResourceFile {
        ResourceFile(path: path, text: text, origin: .shipped, location: path)
    }

    private static let metadata = """
        {
          "schemaVersion": 1, "id": "use-case", "version": "1.0.0", "description": "A use case.",
          "layer": "domain", "styles": ["observable"],
          "variables": [{ "name": "feature", "type": "identifier", "description": "Feature" }],
          "files": [{ "template": "UseCase.swift.tmpl", "output": "Sources/{{ feature }}UseCase.swift" }]
        }
        """

    @Test func loadsMetadataAndParsesEveryFile() throws {
        let library = ResourceLibrary(files: [
            Self.file("Templates/use-case/template.json", Self.metadata),
            Self.file("Templates/use-case/UseCase.swift.tmpl", "struct {{ feature }}UseCase {}\n"),
        ])
        let package = try TemplatePackage.load(id: "use-case", from: library)
        #expect(package.metadata.id == "use-case")
        #expect(package.origin == .shipped)
        #expect(Array(package.templates.keys) == ["UseCase.swift.tmpl"])
        #expect(try package.templates["UseCase.swift.tmpl"]?.render(["feature": "Load"]) == "struct LoadUseCase {}\n")
    }

    @Test func namesTheAvailableTemplatesForAnUnknownID() {
        let library = ResourceLibrary(files: [
            Self.file("Templates/use-case/template.json", Self.metadata),
            Self.file("Templates/screen/template.json", "{}"),
        ])
        #expect(throws: KnowledgeErrors([.unknownTemplate(id: "viewmodel", available: ["screen", "use-case"])])) {
            try TemplatePackage.load(id: "viewmodel", from: library)
        }
    }

    @Test func collectsMetadataAndTemplateErrorsTogether() throws {
        let body = MarkedText("struct X {\n  ↓{{#if feature}}\n}\n")
        let library = ResourceLibrary(files: [
            Self.file(
                "Templates/use-case/template.json",
                Self.metadata.replacingOccurrences(of: "\"domain\"", with: "\"domian\"")),
            Self.file("Templates/use-case/UseCase.swift.tmpl", body.text),
        ])
        do {
            _ = try TemplatePackage.load(id: "use-case", from: library)
            Issue.record("a broken template was accepted")
        } catch {
            #expect(error.errors.count == 2)
            guard case .json(.invalidValue(let reason), let location) = error.errors.first, location.path == "$.layer"
            else {
                Issue.record("expected the layer error first, got \(error.errors)")
                return
            }
            #expect(reason.contains("unknown layer \"domian\""))
            #expect(
                error.errors.last
                    == .template(
                        .unclosedSection("if"),
                        at: FileLocation(file: "Templates/use-case/UseCase.swift.tmpl", position: body.sourcePosition)))
        }
    }
}
