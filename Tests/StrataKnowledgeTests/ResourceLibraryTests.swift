import Foundation
import StrataResources
import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct ResourceLibraryTests {
    private static let repository: [String: String] = [
        "manifest.json": #"{"schemaVersion": 1, "entries": []}"#,
        "knowledge/rules.json": "rules v1",
        "knowledge/layers.json": "layers v1",
        "Templates/viewmodel/template.json": "vm metadata",
        "Templates/viewmodel/ViewModel.swift.tmpl": "vm body",
        "Templates/viewmodel/Extra.swift.tmpl": "vm extra",
        "Templates/screen/template.json": "screen metadata",
        "Templates/notes/README.md": "not a template: no template.json",
        "knowledge/.hidden.json": "skipped",
        "Other/ignored.txt": "outside the resource folders",
    ]

    /// `strata --version` reads the knowledge version from each file's `version` alone; it must say
    /// what the decoded knowledge base says, also when an override brings another version.
    @Test func knowledgeVersionReadAloneAgreesWithTheDecodedKnowledge() throws {
        let shipped = ResourceLibrary.shipped
        #expect(shipped.knowledgeVersion == (try KnowledgeBase.load(from: shipped).version))
        let theme = try shipped.file(at: KnowledgeFile.theme.path)
        let newer = theme.text.replacingOccurrences(of: #""version": "1.0.0""#, with: #""version": "1.1.0""#)
        try #require(newer != theme.text)
        let overridden = ResourceLibrary(
            files: shipped.files + [
                ResourceFile(path: theme.path, text: newer, origin: theme.origin, location: theme.location)
            ])
        let decoded = try KnowledgeBase.load(from: overridden).version
        #expect(decoded == "1.0.0+1.1.0")
        #expect(overridden.knowledgeVersion == decoded)
        let missing = ResourceLibrary(files: shipped.files.filter { $0.path != KnowledgeFile.naming.path })
        #expect(missing.knowledgeVersion == nil)
    }

    @Test func readsARepositoryFolder() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        let library = try ResourceLibrary.directory(at: folder.path)
        #expect(
            library.files.map(\.path) == [
                "Templates/notes/README.md", "Templates/screen/template.json", "Templates/viewmodel/Extra.swift.tmpl",
                "Templates/viewmodel/ViewModel.swift.tmpl", "Templates/viewmodel/template.json",
                "knowledge/layers.json", "knowledge/rules.json", "manifest.json",
            ])
        #expect(library.knowledgeFiles.map(\.path) == ["knowledge/layers.json", "knowledge/rules.json"])
        #expect(library.templateIDs == ["screen", "viewmodel"])
        #expect(library.templateFiles(id: "viewmodel").map(\.text) == ["vm extra", "vm body", "vm metadata"])
        let rules = try library.file(at: "knowledge/rules.json")
        #expect(rules.text == "rules v1")
        #expect(rules.origin == .directory(folder.path))
        #expect(rules.location == folder.url.appendingPathComponent("knowledge/rules.json").path)
    }

    @Test func projectOverlayReplacesFilesByNameAndTemplatesAsAWhole() throws {
        let repository = try TemporaryDirectory(files: Self.repository)
        let project = try TemporaryDirectory(files: [
            ".strata/knowledge/rules.json": "rules from the project",
            ".strata/templates/viewmodel/template.json": "project vm metadata",
            ".strata/templates/viewmodel/ViewModel.swift.tmpl": "project vm body",
            ".strata/templates/service/template.json": "service metadata",
        ])
        let library = try ResourceLibrary.directory(at: repository.path).overlaying(project: project.path)
        #expect(try library.file(at: "knowledge/rules.json").text == "rules from the project")
        #expect(try library.file(at: "knowledge/rules.json").origin == .project(root: project.path))
        #expect(try library.file(at: "knowledge/layers.json").origin == .directory(repository.path))
        #expect(library.knowledgeFiles.map(\.path) == ["knowledge/layers.json", "knowledge/rules.json"])
        #expect(library.templateIDs == ["screen", "service", "viewmodel"])
        #expect(library.templateFiles(id: "viewmodel").map(\.text) == ["project vm body", "project vm metadata"])
        #expect(library.templateFiles(id: "screen").allSatisfy { $0.origin == .directory(repository.path) })
    }

    /// A project file that replaces no knowledge file would be ignored; it is reported instead.
    @Test func projectOverlayRejectsFilesThatReplaceNothing() throws {
        let repository = try TemporaryDirectory(files: Self.repository)
        for name in ["team.json", "notes.txt"] {
            let project = try TemporaryDirectory(files: [".strata/knowledge/\(name)": "x"])
            #expect {
                try ResourceLibrary.directory(at: repository.path).overlaying(project: project.path)
            } throws: { error in
                guard case .unusableFile(let path, let reason) = error as? KnowledgeError else { return false }
                return path.hasSuffix(".strata/knowledge/\(name)") && reason.hasPrefix("not a knowledge file")
            }
        }
    }

    @Test func explicitFoldersOverrideTheProject() throws {
        let repository = try TemporaryDirectory(files: Self.repository)
        let project = try TemporaryDirectory(files: [".strata/knowledge/rules.json": "project"])
        let knowledge = try TemporaryDirectory(files: ["rules.json": "explicit", "notes.txt": "not knowledge"])
        let templates = try TemporaryDirectory(files: ["screen/template.json": "explicit screen"])
        let library = try ResourceLibrary.directory(at: repository.path)
            .overlaying(project: project.path)
            .overlaying(knowledgeDirectory: knowledge.path)
            .overlaying(templatesDirectory: templates.path)
        #expect(try library.file(at: "knowledge/rules.json").text == "explicit")
        #expect(try library.file(at: "knowledge/rules.json").origin == .directory(knowledge.path))
        #expect(throws: KnowledgeError.missingFile(path: "knowledge/notes.txt")) {
            try library.file(at: "knowledge/notes.txt")
        }
        #expect(library.templateFiles(id: "screen").map(\.origin) == [.directory(templates.path)])
    }

    /// `.strata/templates` and `.strata/knowledge` as links: one that stays inside the project is
    /// followed (a repository may keep its overlays elsewhere in its tree); one leading out of the
    /// project is refused, never silently ignored.
    @Test func linkedOverlayFoldersAreFollowedInsideAndRefusedOutside() throws {
        let repository = try TemporaryDirectory(files: Self.repository)
        let project = try TemporaryDirectory(files: [
            "overlays/templates/service/template.json": "service metadata",
            "overlays/knowledge/rules.json": "rules from the overlays folder",
            ".strata/keep": "",
        ])
        for name in ["templates", "knowledge"] {
            try FileManager.default.createSymbolicLink(
                atPath: project.url.appendingPathComponent(".strata/\(name)").path,
                withDestinationPath: "../overlays/\(name)")
        }
        let library = try ResourceLibrary.directory(at: repository.path).overlaying(project: project.path)
        #expect(library.templateIDs.contains("service"), "\(library.templateIDs)")
        #expect(try library.file(at: "knowledge/rules.json").text == "rules from the overlays folder")

        let outside = try TemporaryDirectory(files: ["templates/evil/template.json": "x", "knowledge/rules.json": "x"])
        for name in ["templates", "knowledge"] {
            let linked = try TemporaryDirectory(files: [".strata/keep": ""])
            try FileManager.default.createSymbolicLink(
                atPath: linked.url.appendingPathComponent(".strata/\(name)").path,
                withDestinationPath: outside.url.appendingPathComponent(name).path)
            #expect {
                try ResourceLibrary.directory(at: repository.path).overlaying(project: linked.path)
            } throws: { error in
                guard case .unusableFile(let path, let reason) = error as? KnowledgeError else { return false }
                return path.hasSuffix(".strata/\(name)") && reason.contains("outside the project")
            }
        }
    }

    @Test func aProjectWithoutOverlaysChangesNothing() throws {
        let repository = try TemporaryDirectory(files: Self.repository)
        let project = try TemporaryDirectory()
        let base = try ResourceLibrary.directory(at: repository.path)
        #expect(try base.overlaying(project: project.path).files == base.files)
    }

    @Test func reportsMissingFoldersAndUnreadableFiles() throws {
        let missing = "/nonexistent/strata-\(UUID().uuidString)"
        #expect(throws: KnowledgeError.missingFile(path: missing)) { try ResourceLibrary.directory(at: missing) }
        #expect(throws: KnowledgeError.missingFile(path: missing)) {
            try ResourceLibrary(files: []).overlaying(knowledgeDirectory: missing)
        }
        #expect(throws: KnowledgeError.missingFile(path: missing)) {
            try ResourceLibrary(files: []).overlaying(templatesDirectory: missing)
        }
        let folder = try TemporaryDirectory()
        try folder.write(Data([0x7B, 0xFF, 0x7D]), to: "knowledge/bad.json")
        #expect(
            throws: KnowledgeError.unreadableFile(
                path: folder.url.appendingPathComponent("knowledge/bad.json").path, reason: "not valid UTF-8")
        ) {
            try ResourceLibrary.directory(at: folder.path)
        }
    }

    @Test func shippedLibraryHoldsTheEmbeddedFiles() {
        let shipped = ResourceLibrary.shipped
        #expect(shipped.files.map(\.path) == StrataResources.files.keys.sorted())
        #expect(shipped.files.allSatisfy { $0.origin == .shipped && $0.text == StrataResources.files[$0.path] })
    }

    /// The generated table, not the empty stand-in the target compiles with before it is generated.
    @Test func theBinaryEmbedsTheRepositorysKnowledgeAndTemplates() throws {
        for path in ["knowledge/rules.json", "manifest.json"] {
            let onDisk = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(StrataResources.files[path] == onDisk, "\(path)")
        }
        #expect(StrataResources.files.keys.contains { $0.hasPrefix("Templates/") })
    }
}
