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
        let expected = try RealAppPatternTests.writeMarked(files, to: root)
        let engine = VerifyEngine(knowledge: TestKnowledge.shared)
        let first = VerifyRequest(projectRoot: root.path, paths: [root.path], workingDirectory: root.path)
        let (adopted, _) = AdoptedConfiguration.infer(
            from: try engine.run(first).project, knowledge: TestKnowledge.shared)
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
            "App/Scenes/OrdersViewController.swift":
                "import UIKit\n\nfinal class OrdersViewController: UIViewController {}\n",
        ])
        #expect(layers["App/Library/Skeleton/SkeletonCollectionDataSource.swift"] == "ui")
        #expect(layers["App/Library/Skeleton/RowsDataSource.swift"] == "ui")
        #expect(layers["App/Data/RemoteOrdersDataSource.swift"] == "data")
    }
}

extension UnseenAppPrincipleTests {
    /// A double declared at the foot of a real implementation's file (`MockCacheService` under
    /// `NSCacheService`) leaves the file to the implementation; only a file of doubles is
    /// development wiring.
    @Test func aDoubleBesideItsImplementationDoesNotMakeTheFileWiring() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Shared/Services/CacheService.swift": """
            final class CacheService<Key: Hashable, Value>: CacheServiceProtocol {}

            struct CacheStatistics {
                let hits: Int
            }

            final class MockCacheService<Key: Hashable, Value>: CacheServiceProtocol {}
            """,
            "App/Shared/Services/CacheServiceProtocol.swift": "protocol CacheServiceProtocol {}\n",
            "App/Previews/PreviewDoubles.swift": "final class MockCacheService2: CacheServiceProtocol {}\n",
            "App/Data/OrdersRepository.swift":
                "final class OrdersRepository {\n    let cache: CacheService<String, Int>\n}\n",
        ])
        #expect(layers["App/Shared/Services/CacheService.swift"] == "shared")
        #expect(layers["App/Previews/PreviewDoubles.swift"] == "composition")
    }

    /// A `Container` over a database (Realm's, SwiftData's `ModelContainer` behind a protocol of
    /// the app's) holds records: storage, not the composition root's wiring.
    @Test func aContainerOverADatabaseIsStorage() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Shared/Persistence/SwiftDataContainer.swift":
                "import SwiftData\n\nprotocol SwiftDataContainer {\n    func save() throws\n}\n",
            "App/Data/Database/Persistable.swift": """
            import RealmSwift

            protocol Persistable {}

            extension DataSource {
                final class Container {
                    func write() {}
                }
            }
            """,
            "App/DI/AppContainer.swift": "final class AppContainer {\n    let repository = OrdersRepository()\n}\n",
            "App/Main/DependencyContainer.swift":
                "import SwiftData\n\nfinal class DependencyContainer {\n    let repository = OrdersRepository()\n}\n",
            "App/Data/OrdersRepository.swift": "final class OrdersRepository {\n    func load() {}\n}\n",
        ])
        #expect(layers["App/Shared/Persistence/SwiftDataContainer.swift"] == "data")
        #expect(layers["App/Data/Database/Persistable.swift"] == "data")
        #expect(layers["App/DI/AppContainer.swift"] == "composition")
        #expect(layers["App/Main/DependencyContainer.swift"] == "composition")
    }
}

extension UnseenAppPrincipleTests {
    /// Role folders nest (`Data/Sources/Models/Extensions`): each one inside a layer's folder is
    /// that layer's, however deep, so the persisted models and their helpers a `Data` package
    /// keeps are data, not domain.
    @Test func nestedRoleFoldersKeepTheLayerAroundThem() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "Data/Sources/Models/Extensions/Movie+Shared.swift": "extension Movie {\n    var key: String { id }\n}\n",
            "Data/Sources/Models/Movie.swift": "public struct Movie {\n    public let id: String\n}\n",
            "Domain/Entities/Extensions/Order+Total.swift": "extension Order {\n    var total: Int { 0 }\n}\n",
            "Domain/Entities/Order.swift": "struct Order {\n    let id: String\n}\n",
        ])
        #expect(layers["Data/Sources/Models/Extensions/Movie+Shared.swift"] == "data")
        #expect(layers["Data/Sources/Models/Movie.swift"] == "data")
        #expect(layers["Domain/Entities/Extensions/Order+Total.swift"] == "domain")
    }
}

extension UnseenAppPrincipleTests {
    /// What a type is outranks what its name says: a reducer named `…Navigator` is a feature's
    /// state and logic, a router views observe holds their navigation path (screen state), and a
    /// protocol named for navigation with a marker (`CoordinatorProtocol`) is navigation.
    @Test func whatANavigationTypeIsDecidesItsLayer() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Navigators/Home/HomeNavigator.swift":
                "import ComposableArchitecture\n\n@Reducer\npublic struct HomeNavigator {}\n",
            "App/Utils/Router.swift":
                "import SwiftUI\n\nfinal class Router: ObservableObject {\n    @Published var path = NavigationPath()\n}\n",
            "App/presentation/coordinator/CoordinatorProtocol.swift":
                "import SwiftUI\n\nprotocol CoordinatorProtocol {\n    func start() -> AnyView\n}\n",
            "App/Flows/AppCoordinator.swift": "final class AppCoordinator {\n    func start() {}\n}\n",
            "App/Main/AppContainer.swift":
                "import Observation\n\nprotocol AppContainer {}\n\n@Observable\nfinal class AppContainerImpl: AppContainer {}\n",
        ])
        #expect(layers["App/Navigators/Home/HomeNavigator.swift"] == "presentation")
        #expect(layers["App/Utils/Router.swift"] == "ui")
        #expect(layers["App/presentation/coordinator/CoordinatorProtocol.swift"] == "composition")
        #expect(layers["App/Flows/AppCoordinator.swift"] == "composition")
        #expect(layers["App/Main/AppContainer.swift"] == "composition")
    }

    /// A design system is the views' kit: its folder or module is ui wherever it sits, so its
    /// extensions of SwiftUI's and UIKit's types are not presentation files importing UI frameworks.
    @Test func aDesignSystemIsUI() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "Presentation/Sources/DesignSystem/Extensions/EdgeInsets+Zero.swift":
                "import SwiftUI\n\npublic extension EdgeInsets {\n    static var zero: EdgeInsets { .init() }\n}\n",
            "Presentation/Sources/Features/Home/HomeFeature.swift": "public struct HomeFeature {}\n",
        ])
        #expect(layers["Presentation/Sources/DesignSystem/Extensions/EdgeInsets+Zero.swift"] == "ui")
        #expect(layers["Presentation/Sources/Features/Home/HomeFeature.swift"] == "presentation")
    }
}

extension UnseenAppPrincipleTests {
    /// A base protocol other repository protocols refine (`WeatherRepository: BaseRepository`)
    /// is mocked through its refinements; a refinement without a mock is still reported.
    @Test func aBaseRepositoryProtocolIsMockedThroughItsRefinements() throws {
        let files = [
            "App/Domain/BaseRepository.swift": """
            protocol BaseRepository {
                associatedtype Model
                func all() async throws -> [Model]
            }

            protocol WeatherRepository: BaseRepository where Model == String {}

            protocol ↓OrdersRepository: BaseRepository where Model == Int {}
            """,
            "AppTests/WeatherTests.swift": """
            final class MockWeatherRepository: WeatherRepository {
                func all() async throws -> [String] { [] }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("domain", ["App/Domain/**"])])
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A sibling module the project builds is its own even when its files are of several layers
    /// (a `Core` holding the token storage and the DI container): importing it from domain is no
    /// foreign framework for domain-purity; what the domain uses of it is layer-dependency's.
    @Test func aSiblingModuleOfSeveralLayersIsNoForeignFramework() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Domain", dependencies: ["Core"]),
                ]
            )
            """
        let result = try Self.adoptedFindings(
            "domain-purity",
            files: [
                "Package.swift": manifest,
                "Sources/Core/Storage/TokenStorage.swift":
                    "public final class TokenStorage {\n    public init() {}\n}\n",
                "Sources/Core/DI/AppDIContainer.swift":
                    "public final class AppDIContainer {\n    public init() {}\n}\n",
                "Sources/Domain/UseCases/LoadTokenUseCase.swift":
                    "import Core\nimport ↓Alamofire\n\npublic struct LoadTokenUseCase {\n    public init() {}\n}\n",
            ])
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A Tuist project's folder names its module even when the manifest builds it through
    /// helpers the reader cannot follow.
    @Test func aTuistProjectFolderNamesAModuleOfTheProject() throws {
        let result = try Self.adoptedFindings(
            "domain-purity",
            files: [
                "Projects/Core/Project.swift":
                    "import ProjectDescription\n\nlet project = Project.makeModule(name: env.name)\n",
                "Projects/Core/Sources/Storage/TokenStorage.swift": "public final class TokenStorage {}\n",
                "Projects/Core/Sources/DI/AppDIContainer.swift": "public final class AppDIContainer {}\n",
                "Projects/Domain/Sources/UseCases/LoadTokenUseCase.swift":
                    "import Core\nimport ↓Alamofire\n\npublic struct LoadTokenUseCase {}\n",
            ])
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A view model's `Dependencies` struct, declared in an extension of the view model, holds the
    /// view model's dependencies: a data service in it is an injection the view model receives.
    @Test func aStructNestedInAViewModelHoldsItsDependencies() throws {
        let files = [
            "App/Data/NetworkService.swift": """
            protocol NetworkServiceType { func get(_ path: String) async throws -> Data }
            """,
            "App/Scenes/MainViewModel.swift": """
            final class MainViewModel {
                private let dependencies: Dependencies

                init(dependencies: Dependencies) {
                    self.dependencies = dependencies
                }
            }

            extension MainViewModel {
                struct Dependencies {
                    let network: any ↓NetworkServiceType
                }
            }
            """,
        ]
        let layers: [(layer: String, globs: [String])] = [
            ("data", ["App/Data/**"]), ("presentation", ["App/Scenes/**"]),
        ]
        let injected = try RealAppPatternTests.check("viewmodel-injects-use-cases", files: files, layers: layers)
        #expect(injected.found == injected.expected)
        let graph = try RealAppPatternTests.check("layer-dependency", files: files, layers: layers)
        #expect(graph.found.isEmpty)
    }
}
