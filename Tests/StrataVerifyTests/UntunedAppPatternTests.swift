import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Shapes met in apps no rule was tuned on, each reproduced in a snippet of our own: what a rule
/// means decides its findings, not the names one corpus happened to use.
@Suite struct UntunedAppPatternTests {
    /// A use case's entry points are the intents it offers. A static factory that returns the use
    /// case is an initializer by another name, and an operator or a protocol witness the standard
    /// library calls (`==`, `hash(into:)`) is no intent anybody invokes.
    @Test func factoriesAndOperatorsAreNotUseCaseEntryPoints() throws {
        let code = """
            public final class LoadOrdersUseCase: Equatable, Hashable {
                private let ids: [String]

                public init(ids: [String]) {
                    self.ids = ids
                }

                public static func make() -> LoadOrdersUseCase {
                    LoadOrdersUseCase(ids: [])
                }

                public static func live(ids: [String]) -> Self {
                    .init(ids: ids)
                }

                public static func == (lhs: LoadOrdersUseCase, rhs: LoadOrdersUseCase) -> Bool {
                    lhs.ids == rhs.ids
                }

                public func hash(into hasher: inout Hasher) {
                    hasher.combine(ids)
                }

                public func execute() async throws -> [String] {
                    ids
                }

                public static func ↓cached() -> [String] {
                    []
                }

                public func ↓refresh() async {}
            }
            """
        let result = try RealAppPatternTests.check(
            "usecase-shape", files: ["App/Domain/LoadOrdersUseCase.swift": code],
            layers: [("domain", ["App/Domain/**"])])
        #expect(result.found == result.expected)
    }

    /// A data source named for the table or collection view it feeds, or built on UIKit's
    /// diffable data source, is the view's helper: it hands cells to a table, it fetches nothing.
    /// A data source of the data layer is still one.
    @Test func tableAndCollectionDataSourcesAreTheViewsHelpers() throws {
        let screen = """
            import UIKit

            final class FavoritesViewController: UIViewController {
                private var dataSource: FavoritesTableDataSource?
                private var grid: PhotosCollectionViewDataSource?
                private var diffable: OrdersDiffableDataSource?
                private let remote: ↓RemoteOrdersDataSource

                init(remote: ↓RemoteOrdersDataSource) {
                    self.remote = remote
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-no-business-logic", files: ["App/Views/FavoritesViewController.swift": screen],
            layers: [("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)

        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Scenes/Search/Models/FavoritesTableDataSource.swift":
                "import UIKit\n\nfinal class FavoritesTableDataSource: UITableViewDiffableDataSource<Int, String> {}\n",
            "App/Scenes/Search/Models/SearchModels.swift": "struct SearchResult {\n    let name: String\n}\n",
            "App/Scenes/Search/SearchViewController.swift":
                "import UIKit\n\nfinal class SearchViewController: UIViewController {}\n",
            "App/Data/RemoteOrdersDataSource.swift": "final class RemoteOrdersDataSource {\n    func load() {}\n}\n",
        ])
        #expect(layers["App/Scenes/Search/Models/FavoritesTableDataSource.swift"] == "ui")
        #expect(layers["App/Data/RemoteOrdersDataSource.swift"] == "data")
    }

    /// A file that only extends the UI frameworks' own types (SwiftUI's `Color`, `Font`, `Binding`,
    /// UIKit's `UIColor`, `UIImage`) with a theme's values is a view helper, as an extension of
    /// `View` is: adopted into presentation, whose imports exclude those frameworks, every such
    /// file was a finding. An extension of a non-UI type stays where its folder puts it.
    @Test func extensionsOfUIFrameworkTypesAreUIHelpers() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Theme/Color+Theme.swift":
                "import SwiftUI\n\npublic extension SwiftUI.Color {\n    static func accent() -> Color { Color(red: 1, green: 0, blue: 0) }\n}\n",
            "App/Presentation/Theme/UIFont+Theme.swift":
                "import UIKit\n\nextension UIFont {\n    static func title() -> UIFont { .systemFont(ofSize: 20) }\n}\n",
            "App/Presentation/Extensions/Binding+Optional.swift":
                "import SwiftUI\n\nextension Binding {\n    func map() -> Self { self }\n}\n",
            "App/Presentation/Extensions/String+Trim.swift":
                "import Foundation\n\nextension String {\n    func trimmed() -> String { self }\n}\n",
            "App/Presentation/Orders/OrdersViewModel.swift": "final class OrdersViewModel {}\n",
            "App/Domain/Order.swift": "struct Order {\n    let id: String\n}\n",
        ])
        #expect(layers["App/Presentation/Theme/Color+Theme.swift"] == "ui")
        #expect(layers["App/Presentation/Theme/UIFont+Theme.swift"] == "ui")
        #expect(layers["App/Presentation/Extensions/Binding+Optional.swift"] == "ui")
        #expect(layers["App/Presentation/Extensions/String+Trim.swift"] == "presentation")
    }

    /// A role folder is a role however its name is written, and inside a layer's folder it is
    /// that layer's: the data-source ports a use case declares in `Domain/Use Cases/Data Sources`
    /// are domain, as `Domain/Repositories` is, while `Data/DataSources` stays data.
    @Test func roleFoldersInsideALayerFolderKeepItsLayerHoweverSpelt() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Home/Domain/Use Cases/Data Sources/OrdersSource.swift":
                "protocol OrdersSource {\n    func orders() async -> [String]\n}\n",
            "App/Home/Domain/Use Cases/LoadOrders.swift":
                "final class LoadOrders {\n    let source: OrdersSource\n    init(source: OrdersSource) { self.source = source }\n}\n",
            "App/Home/Domain/DataSources/CartSource.swift": "protocol CartSource {}\n",
            "App/Home/Data/DataSources/RemoteOrders.swift":
                "final class RemoteOrders: OrdersSource {\n    func orders() async -> [String] { [] }\n}\n",
        ])
        #expect(layers["App/Home/Domain/Use Cases/Data Sources/OrdersSource.swift"] == "domain")
        #expect(layers["App/Home/Domain/Use Cases/LoadOrders.swift"] == "domain")
        #expect(layers["App/Home/Domain/DataSources/CartSource.swift"] == "domain")
        #expect(layers["App/Home/Data/DataSources/RemoteOrders.swift"] == "data")
    }

    /// A view model follows the style through what it inherits, as Swift reads it: a subclass of
    /// the app's `@MainActor @Observable` base view model is main-actor isolated and observable,
    /// and a class conforming in its declaration to a `@MainActor` protocol is isolated. The base
    /// is where such an attribute is missing or present; a subclass lacks it only when nothing
    /// it inherits supplies it.
    @Test func viewModelsFollowTheStyleThroughWhatTheyInherit() throws {
        let files = [
            "App/Scenes/Base/BaseViewModel.swift": """
            import Observation

            @MainActor
            @Observable
            class BaseViewModel<State> {
                var state: State
                init(state: State) { self.state = state }
            }

            @MainActor
            protocol ScreenModel: AnyObject {}

            @MainActor
            class Helper {}
            """,
            "App/Scenes/Orders/OrdersViewModel.swift": """
            final class OrdersViewModel: BaseViewModel<[String]> {
                func load() {}
            }
            """,
            "App/Scenes/Cart/CartViewModel.swift": """
            import Observation

            @Observable
            final class CartViewModel: ScreenModel {
                var items: [String] = []
            }
            """,
            "App/Scenes/Profile/ProfileViewModel.swift": """
            final class ↓ProfileViewModel: Helper {
                var name = ""
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "viewmodel-style", files: files, layers: RealAppPatternTests.presentation, style: "observable")
        #expect(result.found == result.expected)
    }

    /// Folder names say the same in any case: apps written by Android developers keep
    /// `data/`, `domain/` and `ui/` in lower case, and `domain/models` is domain as surely as
    /// `Domain/Models`. A lower-case word matches only a whole folder name, never inside one
    /// (`build` is no `ui` folder).
    @Test func lowerCaseLayerFoldersAreLayerFolders() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/domain/models/Location.swift": "struct Location {\n    let name: String\n}\n",
            "App/domain/use_cases/FetchLocations.swift": "struct FetchLocations {}\n",
            "App/data/api/HttpClient.swift": "final class HttpClient {}\n",
            "App/data/cache/LocationObject.swift": "final class LocationObject {}\n",
            "App/ui/models/LocationUI.swift": "struct LocationUI {\n    let title: String\n}\n",
            "App/build/Generated.swift": "struct Generated {}\n",
        ])
        #expect(layers["App/domain/models/Location.swift"] == "domain")
        #expect(layers["App/domain/use_cases/FetchLocations.swift"] == "domain")
        #expect(layers["App/data/api/HttpClient.swift"] == "data")
        #expect(layers["App/data/cache/LocationObject.swift"] == "data")
        #expect(layers["App/ui/models/LocationUI.swift"] == "ui")
        #expect((layers["App/build/Generated.swift"] ?? "").isEmpty)
    }

    /// A SwiftData model or a Core Data entity is storage's record wherever it sits, whatever a
    /// folder or its file name (`…Entity.swift`) suggests.
    @Test func persistedModelsAreDataWhereverTheySit() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Data/RecipeEntity.swift":
                "import SwiftData\n\n@Model\nfinal class RecipeEntity {\n    var name = \"\"\n}\n",
            "App/Domain/Entities/Cached.swift":
                "import CoreData\n\nfinal class CachedRecipe: NSManagedObject {}\n",
            "App/Domain/Entities/Recipe.swift": "struct Recipe {\n    let name: String\n}\n",
        ])
        #expect(layers["App/Data/RecipeEntity.swift"] == "data")
        #expect(layers["App/Domain/Entities/Cached.swift"] == "data")
        #expect(layers["App/Domain/Entities/Recipe.swift"] == "domain")
    }

    /// A folder named for wiring (`DI`, `Composition`) is the composition root's inside any
    /// layer's folder: the dependency-injection components a `ui/di/` folder keeps register data
    /// implementations, which no view may name. Only folders named like an app (`App`) inside a
    /// layer are that layer's feature.
    @Test func wiringFoldersInsideALayerFolderAreComposition() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/ui/di/components/DataComponent.swift":
                "final class DataComponent {\n    let repository = OrdersRepository()\n}\n",
            "App/ui/screens/OrdersScreen.swift":
                "import SwiftUI\n\nstruct OrdersScreen: View {\n    var body: some View { Text(\"\") }\n}\n",
            "App/data/OrdersRepository.swift": "final class OrdersRepository {\n    func load() {}\n}\n",
        ])
        #expect(layers["App/ui/di/components/DataComponent.swift"] == "composition")
        #expect(layers["App/ui/screens/OrdersScreen.swift"] == "ui")
    }
}
