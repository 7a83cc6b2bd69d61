import Foundation
import StrataKnowledge
import StrataTestSupport

@testable import StrataVerify

/// The golden packages the scaffolder produces (Tests/Fixtures/Scaffold/<style>/Demo): the
/// verifier's "clean package".
enum ScaffoldFixture {
    static let repositoryRoot: String = StrataTestSupport.repositoryRoot.path

    static var styles: [String] {
        let folder = repositoryRoot + "/Tests/Fixtures/Scaffold"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    static func path(style: String) -> String {
        repositoryRoot + "/Tests/Fixtures/Scaffold/\(style)/Demo"
    }

    static var vocabulary: ProjectConfiguration.Vocabulary { TestKnowledge.shared.configurationVocabulary }

    /// The package's own strata.json.
    static func configuration(at root: String) throws -> ProjectConfiguration {
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/strata.json"))
        return try ProjectConfiguration.load(data, file: "strata.json", vocabulary: vocabulary)
    }

    /// Copies the package into a scratch folder, so a test can change it.
    static func copy(style: String) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.removeItem(atPath: folder.path)
        try FileManager.default.copyItem(atPath: path(style: style), toPath: folder.path)
        return folder
    }

    static func verify(_ root: String) throws -> [Finding] {
        let request = VerifyRequest(
            projectRoot: root, paths: [root], workingDirectory: root, configuration: try configuration(at: root))
        return try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
    }
}
