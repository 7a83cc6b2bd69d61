import Foundation
import StrataCore
import StrataTestSupport
import Testing

@testable import StrataKnowledge

@Suite struct ManifestTests {
    private static let repository: [String: String] = [
        "knowledge/rules.json": #"{"schemaVersion": 1, "version": "1.0.0", "description": "Rules.", "rules": []}"#,
        "knowledge/layers.json": #"{"schemaVersion": 1, "version": "2.1.0", "description": "Layers.", "layers": []}"#,
        "Templates/viewmodel/template.json":
            #"{"schemaVersion": 1, "id": "viewmodel", "version": "1.0.0", "description": "A view model."}"#,
        "Templates/viewmodel/ViewModel.swift.tmpl": "final class {{ feature }}ViewModel {}\n",
    ]

    private func library(_ folder: TemporaryDirectory) throws -> ResourceLibrary {
        try ResourceLibrary.directory(at: folder.path)
    }

    @Test func buildsOneEntryPerKnowledgeFileAndTemplateSortedByPath() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        let manifest = try ManifestBuilder.build(from: library(folder))
        #expect(manifest.schemaVersion == 1)
        #expect(
            manifest.entries.map(\.path) == ["Templates/viewmodel", "knowledge/layers.json", "knowledge/rules.json"])
        #expect(manifest.entries.map(\.id) == ["viewmodel", "layers", "rules"])
        #expect(manifest.entries.map(\.kind) == [.template, .knowledge, .knowledge])
        #expect(manifest.entries.map(\.version) == ["1.0.0", "2.1.0", "1.0.0"])
        #expect(manifest.entries.map(\.description) == ["A view model.", "Layers.", "Rules."])
        #expect(manifest.entries[2].sha256 == SHA256.hexDigest(of: Self.repository["knowledge/rules.json"]!.utf8))
    }

    @Test func hashesTemplatesByTheDocumentedRule() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        let manifest = try ManifestBuilder.build(from: library(folder))
        var bytes: [UInt8] = []
        for name in ["ViewModel.swift.tmpl", "template.json"] {
            let text = Self.repository["Templates/viewmodel/\(name)"]!
            bytes += Array("\(name)\n\(text.utf8.count)\n".utf8) + Array(text.utf8)
        }
        #expect(manifest.entries[0].sha256 == SHA256.hexDigest(of: bytes))
    }

    @Test func templateDigestDependsOnNamesAndContentsButNotOrder() {
        let files = [("a.tmpl", "one"), ("b.tmpl", "two")]
        let digest = ManifestBuilder.templateDigest(of: files)
        #expect(ManifestBuilder.templateDigest(of: files.reversed()) == digest)
        #expect(ManifestBuilder.templateDigest(of: [("a.tmpl", "one"), ("c.tmpl", "two")]) != digest)
        #expect(ManifestBuilder.templateDigest(of: [("a.tmpl", "one"), ("b.tmpl", "two!")]) != digest)
        #expect(ManifestBuilder.templateDigest(of: [("a.tmpl", "onet"), ("b.tmpl", "wo")]) != digest)
    }

    @Test func writesCanonicalJSONThatReadsBack() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        let manifest = try ManifestBuilder.build(from: library(folder))
        let text = try manifest.jsonText()
        #expect(text.hasSuffix("}\n"))
        #expect(text.hasPrefix("{\n  \"entries\": [\n    {\n      \"description\": "))
        #expect(try manifest.jsonText() == text)
        #expect(try Manifest.decode(text, file: "manifest.json") == manifest)
    }

    @Test func findsNothingStaleInAFreshManifest() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        try folder.write(try ManifestBuilder.build(from: library(folder)).jsonText(), to: "manifest.json")
        #expect(try ManifestBuilder.staleEntries(in: library(folder)).isEmpty)
    }

    @Test func listsEveryStaleEntry() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        let recorded = try ManifestBuilder.build(from: library(folder))
        try folder.write(try recorded.jsonText(), to: "manifest.json")
        try folder.write(
            #"{"schemaVersion": 1, "version": "1.1.0", "description": "Rules.", "rules": [1]}"#,
            to: "knowledge/rules.json")
        try folder.write("final class {{ feature }}Model {}\n", to: "Templates/viewmodel/ViewModel.swift.tmpl")
        try folder.remove("knowledge/layers.json")
        try folder.write(#"{"schemaVersion": 1, "version": "1.0.0", "description": "New."}"#, to: "knowledge/new.json")
        let current = try ManifestBuilder.build(from: library(folder))
        let manifestPath = folder.url.appendingPathComponent("manifest.json").path
        let rules = current.entries.first { $0.id == "rules" }!
        let viewModel = current.entries.first { $0.id == "viewmodel" }!
        #expect(
            try ManifestBuilder.staleEntries(in: library(folder)) == [
                .staleManifest(
                    file: manifestPath, entry: "Templates/viewmodel",
                    change: .differs(
                        field: "sha256", recorded: recorded.entries[0].sha256, actual: viewModel.sha256)),
                .staleManifest(file: manifestPath, entry: "knowledge/layers.json", change: .unexpectedEntry),
                .staleManifest(file: manifestPath, entry: "knowledge/new.json", change: .missingEntry),
                .staleManifest(
                    file: manifestPath, entry: "knowledge/rules.json",
                    change: .differs(
                        field: "version", recorded: "1.0.0", actual: "1.1.0")),
                .staleManifest(
                    file: manifestPath, entry: "knowledge/rules.json",
                    change: .differs(
                        field: "sha256", recorded: recorded.entries[2].sha256, actual: rules.sha256)),
            ])
    }

    @Test func requiresARecordedManifest() throws {
        let folder = try TemporaryDirectory(files: Self.repository)
        #expect(throws: KnowledgeErrors([.missingFile(path: "manifest.json")])) {
            try ManifestBuilder.staleEntries(in: library(folder))
        }
    }

    @Test func reportsKnowledgeFilesWithoutDescriptionOrVersion() throws {
        let marked = MarkedText(#"↓{"schemaVersion": 1, "description": "No version."}"#)
        let badType = MarkedText(#"{"schemaVersion": 1, "version": ↓1, "description": "x"}"#)
        let folder = try TemporaryDirectory(files: ["knowledge/a.json": marked.text, "knowledge/b.json": badType.text])
        let a = folder.url.appendingPathComponent("knowledge/a.json").path
        let b = folder.url.appendingPathComponent("knowledge/b.json").path
        #expect(
            throws: KnowledgeErrors([
                .json(.missingKey("version"), at: JSONLocation(file: a, path: "$", position: marked.sourcePosition)),
                .json(
                    .typeMismatch(expected: "string", found: "number"),
                    at: JSONLocation(file: b, path: "$.version", position: badType.sourcePosition)),
            ])
        ) {
            try ManifestBuilder.build(from: library(folder))
        }
    }

    @Test func rendersStaleEntriesOnOneLine() {
        let changes: [ManifestChange] = [
            .missingEntry, .unexpectedEntry, .differs(field: "sha256", recorded: "a", actual: "b"),
        ]
        for change in changes {
            let text = KnowledgeError.staleManifest(
                file: "manifest.json", entry: "knowledge/rules.json", change: change
            ).description
            #expect(text.hasPrefix("manifest.json: ") && text.contains("knowledge/rules.json") && !text.contains("\n"))
            #expect(text.hasSuffix("run 'strata manifest --update' to regenerate it"))
        }
    }
}
