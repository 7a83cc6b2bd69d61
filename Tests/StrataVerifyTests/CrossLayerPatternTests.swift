import StrataKnowledge
import SwiftScanner
import Testing

@testable import StrataVerify

/// Patterns of real apps where a type of another layer is named: which of them are
/// the layer graph's findings, and which are another rule's or no finding at all.
@Suite struct CrossLayerPatternTests {
    static let layers: [(layer: String, globs: [String])] = [
        ("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]), ("presentation", ["App/Scenes/**"]),
    ]

    /// Previews are development wiring, like a composition root: the sample data and the real
    /// implementations they build are not dependencies of the view the app ships. Outside the
    /// preview, the same names still count.
    @Test func previewsMayNameAnyLayer() throws {
        let files = [
            "App/Data/OrderDTO.swift": """
            struct OrderDTO: Decodable { let id: Int }
            final class OrdersStoreImpl { static let preview = OrdersStoreImpl() }
            """,
            "App/Views/OrderRow.swift": """
            import SwiftUI

            struct OrderRow: View {
                let title: String
                let source: ↓OrderDTO?
                var body: some View { Text(title) }
            }

            #Preview {
                OrderRow(title: "One", source: OrderDTO(id: 1))
            }

            #Preview("Empty", traits: .sizeThatFitsLayout) {
                withDependencies { $0.store = OrdersStoreImpl.preview } operation: {
                    OrderRow(title: "", source: nil)
                }
            }

            struct OrderRow_Previews: PreviewProvider {
                static var previews: some View {
                    OrderRow(title: "Two", source: OrderDTO(id: 2))
                }
            }

            func sample() -> ↓OrderDTO { OrderDTO(id: 3) }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "layer-dependency", files: files, layers: [("data", ["App/Data/**"]), ("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)
    }

    static let viewModelAndData = [
        "App/Data/APIClient.swift": """
        protocol APIClientProtocol { func get(_ path: String) async throws -> Data }
        final class FavoritesStore { var ids: Set<Int> = [] }
        final class OrdersRepositoryImpl {}
        struct OrderDTO: Decodable { let id: Int }
        """,
        "App/Domain/LoadOrdersUseCase.swift": """
        protocol LoadOrdersUseCase { func execute() async throws -> [Int] }
        """,
        "App/Scenes/OrdersViewModel.swift": """
        final class OrdersViewModel {
            private let client: any ↓APIClientProtocol
            private let favorites: ↓FavoritesStore
            private let orders: OrdersRepositoryImpl
            private let load: any LoadOrdersUseCase
            private var rows: [OrderDTO] = []

            init(client: any ↓APIClientProtocol, favorites: ↓FavoritesStore, orders: OrdersRepositoryImpl, load: any LoadOrdersUseCase) {
                self.client = client
                self.favorites = favorites
                self.orders = orders
                self.load = load
            }

            func show(_ order: OrderDTO) {}
        }
        """,
    ]

    /// A view model storing a data-side service whose name says nothing of its role (an API
    /// client, a store) holds it as it would a repository: viewmodel-injects-use-cases reports it
    /// by the layer declaring it, once, and the layer graph keeps the data types held as values.
    @Test func viewModelsStoringDataServicesAreReportedOnceAsInjections() throws {
        let injected = try RealAppPatternTests.check(
            "viewmodel-injects-use-cases", files: Self.viewModelAndData, layers: Self.layers)
        // The `…RepositoryImpl` name is reported by its suffix, as before.
        let byName = ["App/Scenes/OrdersViewModel.swift:4:25", "App/Scenes/OrdersViewModel.swift:8:76"]
        #expect(injected.found == (injected.expected + byName).sorted())

        let graph = try RealAppPatternTests.check("layer-dependency", files: Self.viewModelAndData, layers: Self.layers)
        // A DTO held as a value or passed to a method is still a dependency on data.
        #expect(graph.found == ["App/Scenes/OrdersViewModel.swift:15:24", "App/Scenes/OrdersViewModel.swift:6:24"])
    }

    /// RxFlow keeps navigation in `Flow` coordinators and `Step` intents, often in a
    /// `Presentation/Flows` folder: they are the composition root's, so a flow building view
    /// controllers from the DI container is no presentation finding, and a view model naming a
    /// step is one.
    @Test func rxFlowFlowsAndStepsAreComposition() {
        func type(_ name: String, _ kind: TypeDecl.Kind, inherits: [String]) -> TypeFact {
            TypeFact(
                name: name, kind: kind, inheritance: inherits, attributes: [], functionNames: [], line: 1, column: 1,
                lineText: "")
        }
        let roles = TypeRoles()
        #expect(
            roles.layer(folderLayer: "presentation", types: [type("MoviesFlow", .class, inherits: ["Flow"])]).layer
                == "composition")
        #expect(
            roles.layer(folderLayer: "presentation", types: [type("MoviesStep", .enum, inherits: ["Step"])]).layer
                == "composition")
        #expect(
            roles.layer(
                folderLayer: "presentation", types: [type("MoviesReactor", .class, inherits: ["Reactor", "Stepper"])]
            ).layer == "presentation")
    }

    /// `AppDependency.shared.loadOrders` in a view model is a service-locator lookup:
    /// no-singletons-in-core's finding, named once. A data singleton reached the same way is
    /// still a dependency on data, and a container the view model stores is the layer graph's.
    @Test func serviceLocatorLookupsOfTheCompositionRootAreNamedOnce() throws {
        let files = [
            "App/Composition/AppDependency.swift": """
            final class AppDependency {
                static let shared = AppDependency()
                let loadOrders: any LoadOrdersUseCase = LoadOrders()
            }
            """,
            "App/Data/OrdersStore.swift": """
            final class OrdersStore {
                static let shared = OrdersStore()
                var count = 0
            }
            """,
            "App/Domain/LoadOrdersUseCase.swift": """
            protocol LoadOrdersUseCase { func execute() -> [Int] }
            struct LoadOrders: LoadOrdersUseCase { func execute() -> [Int] { [] } }
            """,
            "App/Scenes/OrdersViewModel.swift": """
            final class OrdersViewModel {
                private let dependencies: ↓AppDependency

                init(dependencies: ↓AppDependency) {
                    self.dependencies = dependencies
                }

                func load() -> [Int] {
                    _ = ↓OrdersStore.shared.count
                    return AppDependency.shared.loadOrders.execute()
                }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "layer-dependency", files: files, layers: Self.layers + [("composition", ["App/Composition/**"])])
        #expect(result.found == result.expected)
    }

    /// A name SwiftUI also declares (`Image`) means the framework's type only where SwiftUI is
    /// imported: in a domain file that imports Foundation alone, `Image` is the data layer's
    /// `typealias Image = UIImage`, and naming it is a dependency on data.
    @Test func frameworkNamesCountOnlyWhereTheFrameworkIsImported() throws {
        let files = [
            "App/Data/ImageLoader.swift": """
            public typealias Image = UIImage
            """,
            "App/Domain/Dish.swift": """
            import Foundation

            public struct Dish {
                public let name: String
                public let photo: ↓Image?
            }
            """,
            "App/Scenes/DishRow.swift": """
            import SwiftUI

            struct DishRow: View {
                let photo: Image
                var body: some View { photo }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "layer-dependency", files: files,
            layers: [("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]), ("ui", ["App/Scenes/**"])])
        #expect(result.found == result.expected)
    }
}
