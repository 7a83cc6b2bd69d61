import Foundation
import StrataTestSupport
import Testing
import XcodeReader

/// Whether a Python with the PyPI `pbxproj` package is here, or CI requires it.
enum PbxprojOracle {
    static let isAvailable = ExternalTools.shouldRun(whenAvailable: ExternalTools.pythonCanImport("pbxproj"))
    static let whyNot: Comment =
        "no Python with the pbxproj package (pip install pbxproj), the oracle these tests compare with"
}

/// Strata's project reader against the PyPI `pbxproj` package, which parses the same project files
/// on its own: on every fixture project, and on the real apps under `$STRATA_XCODE_CORPUS` when set,
/// the targets, the files each compiles and their dependencies must be the same.
@Suite(.enabled(if: PbxprojOracle.isAvailable, PbxprojOracle.whyNot))
struct XcodeOracleTests {
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode")

    static let fixtureProjects: [(folder: String, project: String)] = [
        ("Classic", "Classic.xcodeproj"), ("Synchronized", "Sync.xcodeproj"), ("Workspace", "App/App.xcodeproj"),
        ("Workspace", "Modules/Modules.xcodeproj"), ("CocoaPods", "App.xcodeproj"),
    ]

    @Test(arguments: fixtureProjects.map { "\($0.folder)/\($0.project)" })
    func fixtureProjectReadsAsTheOracleReadsIt(_ path: String) throws {
        let folder = String(path.prefix { $0 != "/" })
        let project = String(path.dropFirst(folder.count + 1))
        let root = Self.fixtures.appendingPathComponent(folder)
        let strata = ProjectSummary(try XcodeProject.read(at: project, in: root))
        let oracle = try ProjectSummary.oracle(root: root, projectPath: project)
        #expect(!strata.targets.isEmpty)
        #expect(strata.differences(from: oracle) == [])
    }

    /// Every `.xcodeproj` under `$STRATA_XCODE_CORPUS` (apps checked out by hand; CocoaPods' own
    /// projects included, they are the largest), compared the same way; prints the count compared.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["STRATA_XCODE_CORPUS"] != nil, "STRATA_XCODE_CORPUS is not set"))
    func corpusProjectsReadAsTheOracleReadsThem() throws {
        let corpus = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["STRATA_XCODE_CORPUS"]))
        let projects = try #require(FileManager.default.enumerator(atPath: corpus.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var differences: [String] = []
        var targetCount = 0
        var fileCount = 0
        for path in projects {
            let strata = ProjectSummary(try XcodeProject.read(at: path, in: corpus))
            let oracle = try ProjectSummary.oracle(root: corpus, projectPath: path)
            differences += strata.differences(from: oracle).map { "\(path): \($0)" }
            targetCount += strata.targets.count
            fileCount += strata.targets.map(\.sources.count).reduce(0, +)
        }
        print(
            "corpus: \(projects.count) projects, \(targetCount) targets, \(fileCount) memberships, \(differences.count) differences"
        )
        #expect(!projects.isEmpty)
        #expect(differences == [])
    }
}
