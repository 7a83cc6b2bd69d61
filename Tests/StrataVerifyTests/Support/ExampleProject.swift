import Foundation
import StrataKnowledge
import StrataTestSupport

@testable import StrataVerify

/// The knowledge base as the binary embeds it.
enum TestKnowledge {
    static let shared: VerifyKnowledge = {
        do {
            return try VerifyKnowledge.load(from: .shipped)
        } catch {
            fatalError("knowledge does not load: \(error)")
        }
    }()
}

/// A throw-away project holding one rules.json example (at its declared or derived path) and
/// its companions, verified by the real engine.
struct ExampleProject {
    let folder: TemporaryDirectory
    let examplePath: String

    init(example: RuleExample, code: String) throws {
        folder = try TemporaryDirectory()
        examplePath = example.path ?? ExampleProject.derivedPath(layer: example.layer?.rawValue)
        try folder.write(code, to: examplePath)
        for companion in example.companions ?? [] {
            try folder.write(companion.code, to: companion.path)
        }
    }

    /// "Otherwise a path is derived from the layer's module" (rules.json's example conventions).
    static func derivedPath(layer: String?) -> String {
        let suffix = layer.flatMap { TestKnowledge.shared.layer($0)?.moduleSuffix } ?? ""
        return "Sources/Demo\(suffix)/Example.swift"
    }

    /// The findings of `rule` (and of `alsoReported`, e.g. unused suppressions) in the project.
    func verify(rule: String, style: String?, alsoReported: Set<String> = []) throws -> [Finding] {
        var configuration: ProjectConfiguration?
        if let style { configuration = ProjectConfiguration(style: style) }
        let request = VerifyRequest(
            projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path,
            configuration: configuration, reportedRules: alsoReported.union([rule]))
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
    }
}
