import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Modular apps (Xcode framework targets, Tuist projects, packages without a root manifest):
/// modules named like the folders of their sources, role names with protocol markers, a DI
/// container in every module, and factories of screens.
@Suite struct ModularAppPatternTests {
    static let layers: [(layer: String, globs: [String])] = [
        ("domain", ["Projects/Domain/**", "Projects/Entities/**"]), ("data", ["Projects/Storage/**"]),
        ("presentation", ["Projects/Presentation/**"]),
    ]

    /// `import Entities` of a sibling module is the project's own domain module, allowed in
    /// domain and data; `import Storage` in presentation is a layer finding, not a framework
    /// presentation may import; a Tuist manifest beside the sources is no domain code.
    @Test func siblingModulesAreKnownByTheirFolders() throws {
        let files = [
            "Projects/Domain/Project.swift": "import ProjectDescription\n\nlet project = Project(name: \"Domain\")\n",
            "Projects/Entities/Sources/Order.swift": "public struct Order { public let id: Int }\n",
            "Projects/Domain/Sources/OrdersRepositoryInterface.swift":
                "import Entities\n\npublic protocol OrdersRepositoryInterface { func orders() async throws -> [Order] }\n",
            "Projects/Storage/Sources/OrdersRepository.swift":
                "import Domain\nimport Entities\n\nfinal class OrdersRepository: OrdersRepositoryInterface {\n    func orders() async throws -> [Order] { [] }\n}\n",
            "Projects/Presentation/Sources/OrdersViewModel.swift":
                "import Domain\nimport ↓Storage\n\nfinal class OrdersViewModel {}\n",
        ]
        #expect(try Self.found("layer-dependency", files) == Self.expected(files))
        #expect(try Self.found("domain-purity", files).isEmpty)
        #expect(try Self.found("repository-placement", files).isEmpty, "conforms to its …Interface protocol")
    }

    static func found(_ rule: String, _ files: [String: String]) throws -> [String] {
        try RealAppPatternTests.check(rule, files: files, layers: layers).found
    }

    static func expected(_ files: [String: String]) -> [String] {
        files.flatMap { path, text in MarkedText(text).positions.map { "\(path):\($0.line):\($0.column)" } }.sorted()
    }

    /// What a declaration says wins over the module folder for wiring: a DI container in the
    /// data module and a factory of screens in the presentation module are composition.
    @Test func containersAndScreenFactoriesAreComposition() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "Projects/Data/Sources/DIContainer/DIContainer.swift":
                "final class DIContainer {\n    static let shared = DIContainer()\n}\n",
            "Projects/Data/Sources/OrdersRepository.swift": "final class OrdersRepository {}\n",
            "Projects/Presentation/Sources/Factory/ScreenFactory.swift":
                "import UIKit\n\nstruct ScreenFactory {\n    func orders() -> UIViewController { OrdersViewController(viewModel: OrdersViewModel()) }\n}\n",
            "Projects/Presentation/Sources/Orders/OrdersViewModel.swift": "final class OrdersViewModel {}\n",
            "Projects/Presentation/Sources/Orders/OrdersViewController.swift":
                "import UIKit\n\nfinal class OrdersViewController: UIViewController {\n    init(viewModel: OrdersViewModel) { super.init(nibName: nil, bundle: nil) }\n}\n",
            "Projects/Presentation/Sources/Orders/DetailViewModelType.swift": "protocol DetailViewModelType {}\n",
        ])
        #expect(layers["Projects/Data/Sources/DIContainer/DIContainer.swift"] == "composition")
        #expect(layers["Projects/Presentation/Sources/Factory/ScreenFactory.swift"] == "composition")
        #expect(layers["Projects/Presentation/Sources/Orders/OrdersViewController.swift"] == "ui")
        #expect(layers["Projects/Presentation/Sources/Orders/DetailViewModelType.swift"] == "presentation")
    }

    @Test func roleNamesMayEndWithAProtocolOrImplementationMarker() {
        let names = StrataKnowledge.NamingVocabulary.defaults
        #expect(names.isRepository("UserRepositoryInterface"))
        #expect(names.isUseCase("LoginUseCaseImplementation"))
        #expect(names.isViewModel("DetailViewModelType"))
        #expect(!names.isRepository("Interface"))
        #expect(!names.isViewModel("ViewModelFactory"))
    }

    @Test func foldersNameModulesOfTheLayerMostOfTheirFilesHave() {
        let layers = ModuleLayers.folderLayers(
            paths: ["A/Domain/x.swift", "A/Domain/y.swift", "A/Domain/z.swift", "A/Mixed/a.swift", "A/Mixed/b.swift"],
            layers: ["domain", "domain", "data", "domain", nil])
        #expect(layers["Domain"] == "domain")
        #expect(layers["Mixed"] == nil, "one of two files is no majority of two in three")
    }
}
