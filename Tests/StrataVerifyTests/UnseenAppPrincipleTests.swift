import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// What `init --adopt` followed by `verify` reports on layouts of apps no rule was tuned on, each
/// reproduced in files of our own: the principle behind a false finding, held end to end.
@Suite struct UnseenAppPrincipleTests {
    /// Adopts `files` (path → marked source) as `strata init --adopt` does, verifies them with the
    /// configuration it wrote, and returns `rule`'s findings and the marked places.
    static func adoptedFindings(_ rule: String, files: [String: String]) throws -> (
        found: [String], expected: [String]
    ) {
        let root = try TemporaryDirectory()
        var expected: [String] = []
        for (path, marked) in files {
            let source = MarkedText(marked)
            try root.write(source.text, to: path)
            expected += source.positions.map { "\(path):\($0.line):\($0.column)" }
        }
        let engine = VerifyEngine(knowledge: TestKnowledge.shared)
        let first = VerifyRequest(projectRoot: root.path, paths: [root.path], workingDirectory: root.path)
        let (adopted, _) = AdoptedConfiguration.infer(from: try engine.run(first).project, knowledge: TestKnowledge.shared)
        let configuration = try ProjectConfiguration.load(
            Data(adopted.json.utf8), file: "strata.json", vocabulary: TestKnowledge.shared.configurationVocabulary)
        let request = VerifyRequest(
            projectRoot: root.path, paths: [root.path], workingDirectory: root.path, configuration: configuration,
            reportedRules: [rule])
        let findings = try engine.run(request).report.findings
        return (findings.map { "\($0.file):\($0.line):\($0.column)" }.sorted(), expected.sorted())
    }

    /// A module whose files are of several layers (a package named `Domain` that also keeps the
    /// API client and the database) names no single layer: view models importing it for its
    /// entities break nothing, and what they use of it is judged type by type.
    @Test func anImportOfAModuleOfSeveralLayersIsJudgedByWhatItUses() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Domain",
                targets: [.target(name: "Domain")]
            )
            """
        let result = try Self.adoptedFindings(
            "layer-dependency",
            files: [
                "Domain/Package.swift": manifest,
                "Domain/Sources/Domain/Entities/Pizza.swift": "public struct Pizza {\n    public let name: String\n}\n",
                "Domain/Sources/Domain/UseCases/LoadMenuUseCase.swift":
                    "public protocol LoadMenuUseCase {\n    func execute() async throws -> [Pizza]\n}\n",
                "Domain/Sources/Domain/DataSource/API/MenuAPIClient.swift":
                    "public final class MenuAPIClient {\n    public init() {}\n}\n",
                "Domain/Sources/Domain/DataSource/Database/PizzaRepository.swift":
                    "public final class PizzaRepository {\n    public init() {}\n}\n",
                "Domain/Sources/Domain/DataSource/Database/OrderRepository.swift":
                    "public final class OrderRepository {\n    public init() {}\n}\n",
                "App/UI/MenuScene/MenuViewModel.swift": """
                    import Domain

                    final class MenuViewModel {
                        private let loadMenu: LoadMenuUseCase
                        private let client = ↓MenuAPIClient()

                        init(loadMenu: LoadMenuUseCase) {
                            self.loadMenu = loadMenu
                        }
                    }
                    """,
            ])
        #expect(result.found == result.expected)
    }

    /// A table's or collection's data source is its view's helper by name or by what it adopts,
    /// even where the file name (`…DataSource.swift`) reads like a data layer's data source.
    @Test func aViewsDataSourceIsUIWhateverItsFileNameSays() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Library/Skeleton/SkeletonCollectionDataSource.swift": """
                import UIKit

                final class SkeletonCollectionDataSource: NSObject {}

                extension SkeletonCollectionDataSource: UITableViewDataSource {}
                """,
            "App/Library/Skeleton/RowsDataSource.swift":
                "import UIKit\n\nfinal class RowsDataSource: NSObject, UITableViewDataSource {}\n",
            "App/Data/RemoteOrdersDataSource.swift": "final class RemoteOrdersDataSource {\n    func load() {}\n}\n",
            "App/Scenes/OrdersViewController.swift": "import UIKit\n\nfinal class OrdersViewController: UIViewController {}\n",
        ])
        #expect(layers["App/Library/Skeleton/SkeletonCollectionDataSource.swift"] == "ui")
        #expect(layers["App/Library/Skeleton/RowsDataSource.swift"] == "ui")
        #expect(layers["App/Data/RemoteOrdersDataSource.swift"] == "data")
    }
}
