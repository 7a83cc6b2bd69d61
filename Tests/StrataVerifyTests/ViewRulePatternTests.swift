import StrataKnowledge
import Testing

@testable import StrataVerify

/// Patterns of real apps for the rules that judge views and view models: theme
/// tokens, business logic in views, view-model ownership, animation state and what a view model
/// is given. Each snippet is our own; the rule must point at the marked places and nowhere else.
@Suite struct ViewRulePatternTests {
    static let ui: [(layer: String, globs: [String])] = [("ui", ["App/Views/**"])]

    /// A named hue is as literal passed to a style's `color:` or `tint:` argument, to
    /// `accentColor`, to a shadow, or written as a `Color` default, as it is in `foregroundStyle`.
    /// `.black` as a font weight is not a colour.
    @Test func namedHuesAsColorArgumentsAndDefaultsAreLiterals() throws {
        let code = """
            import SwiftUI

            struct OutlinedStyle: ButtonStyle {
                var color: Color = .↓gray
                var border: UIColor? = .↓black

                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.foregroundColor(color)
                }
            }

            struct BadgeView: View {
                @Environment(\\.colorScheme) private var scheme
                let weight: Font.Weight = .black

                var body: some View {
                    VStack {
                        Image(systemName: "star").iconStyle(color: .↓orange, size: 20)
                        ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .↓black))
                        Button("Go") {}.buttonStyle(OutlinedStyle(color: .↓green))
                        TextField("Name", text: .constant("")).accentColor(.↓gray)
                        Text("Bold").fontWeight(.black).font(.system(.body, weight: .black))
                    }
                    .shadow(color: scheme == .dark ? .↓white : .↓black, radius: 2)
                }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/Views/BadgeView.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A palette, a type of static colours only, defines the tokens views use: its literals are
    /// the theme, not a view's. A view's own static colour is still a literal in that view. A
    /// UIKit class cannot read the SwiftUI theme, so its colours are not judged.
    @Test func palettesDefineTokens() throws {
        let code = """
            import SwiftUI
            import UIKit

            enum BrandPalette {
                static let ink = Color(red: 0.1, green: 0.1, blue: 0.2)
                static var separator: UIColor {
                    if #available(iOS 13, *) { return .separator }
                    return UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
                }
            }

            extension Color {
                static let brandAccent = Color(white: 0.3)
            }

            final class BadgeCell: UITableViewCell {
                override func awakeFromNib() { textLabel?.textColor = UIColor.gray }
            }

            class BaseScreenController: UIViewController {
                override func viewDidLoad() { view.backgroundColor = .white }
            }

            final class HUDView: UIVisualEffectView {
                let label = UILabel()
                func style() { label.textColor = UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
            }

            struct TitleView: View {
                static let highlight = Color.↓yellow

                var body: some View { Text("Title").foregroundStyle(BrandPalette.ink) }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/Views/TitleView.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A theme, a type whose every property is a colour or a font (`struct DarkTheme: Theme`,
    /// a typography set with defaults), defines the tokens as a palette does, instance members or
    /// not. A view holding a colour among its other properties is still judged.
    @Test func themesDefineTokens() throws {
        let code = """
            import SwiftUI

            struct DarkTheme: Theme {
                var primary: Color { Color(red: 0.3, green: 0.6, blue: 1.0) }
                var text: Color { Color.white }
                var typography: Typography { Typography() }
            }

            struct Typography {
                let title: Font
                init(title: Font = .system(size: 24)) { self.title = title }
            }

            struct TagView: View {
                let tint: Color = .↓orange

                var body: some View { Text("Tag").foregroundStyle(tint) }
            }

            struct BadgeView: View {
                var tint: Color { Color.↓red }
                var body: some View { Text("Badge").foregroundStyle(tint) }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/Views/Theme.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// The theme is a SwiftUI environment value: a file that imports UIKit and not SwiftUI (a
    /// label builder, an extension of `UIViewController`) cannot read it, so its colours are
    /// UIKit's business, not this rule's.
    @Test func uiKitFilesCannotReadTheTheme() throws {
        let code = """
            import UIKit

            final class LabelBuilder {
                func make() -> UILabel {
                    let label = UILabel()
                    label.textColor = .black
                    label.backgroundColor = UIColor.white
                    return label
                }
            }

            extension UIViewController {
                func tint() { view.tintColor = .blue }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/Views/LabelBuilder.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
        #expect(result.expected.isEmpty)
    }

    /// A struct view model (a row's values, an Input/Output transformer) holding a layout value
    /// puts geometry in presentation as a class does; its business numbers stay quiet.
    @Test func structViewModelsHoldNoLayoutValues() throws {
        let code = """
            import CoreGraphics

            struct SpacerRowViewModel {
                let ↓height: CGFloat
                let title: String
                let price: Double
            }
            """
        let result = try RealAppPatternTests.check(
            "viewmodel-no-animation-state", files: ["App/Scenes/SpacerRowViewModel.swift": code],
            layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }

    static let dataAndViews: [(layer: String, globs: [String])] = [("data", ["App/Data/**"]), ("ui", ["App/Views/**"])]

    /// A view may obtain a use case through a factory or a dependency key path without naming
    /// its type; preview wiring is not the view's code, and an intent or a model property named
    /// after a repository is no lookup. The factory, a composition type, is not named again by
    /// layer-dependency: one finding for one dependency.
    @Test func viewsReachingUseCasesThroughLookupsAreFound() throws {
        let factory = "App/Composition/UseCases.swift"
        let factoryCode = "enum UseCases { static func loadOrderUseCase() -> LoadOrderUseCase { LoadOrderUseCase() } }"
        let code = """
            import SwiftUI
            import Dependencies

            struct OrdersView: View {
                @Dependency(\\.↓loadOrdersUseCase) private var loadOrders
                @ObservedObject var viewModel: OrdersViewModel

                var body: some View {
                    NavigationLink(destination: OrderDetailView(viewModel: .init(load: UseCases.↓loadOrderUseCase(), source: viewModel.item.gitRepository))) {
                        Text(viewModel.title)
                    }
                    .onAppear { viewModel.deleteRepository() }
                }
            }

            #Preview {
                OrdersView(viewModel: OrdersViewModel(load: UseCases.loadOrdersUseCase(), orders: OrdersRepositoryImpl()))
            }

            struct OrdersView_Previews: PreviewProvider {
                static var previews: some View {
                    OrdersView(viewModel: .init(load: LoadOrdersUseCase(repository: OrdersRepositoryImpl())))
                }
            }
            """
        let layers = Self.ui + [("composition", ["App/Composition/**"])]
        let result = try RealAppPatternTests.check(
            "view-no-business-logic", files: ["App/Views/OrdersView.swift": code, factory: factoryCode], layers: layers)
        #expect(result.found == result.expected)
        let layered = try RealAppPatternTests.check(
            "layer-dependency",
            files: ["App/Views/OrdersView.swift": code.replacingOccurrences(of: "↓", with: ""), factory: factoryCode],
            layers: layers)
        #expect(layered.found == layered.expected)
    }

    /// A data service the name does not give away (a store manager driven from a view) is found
    /// through the symbol table and reported by view-no-business-logic alone; a data value the
    /// view shows stays layer-dependency's.
    @Test func viewsDrivingDataServicesAreFoundOnce() throws {
        let data = """
            import SwiftData

            final class LocalStoreManager {
                static let shared = LocalStoreManager()
                let container: ModelContainer
                func sync() async {}
            }

            struct OrderRecord { let id: Int }
            """
        func view(service: String, record: String) -> String {
            """
            import SwiftUI

            struct SettingsView: View {
                let record: \(record)OrderRecord

                var body: some View {
                    Button("Sync") { Task { await \(service)LocalStoreManager.shared.sync() } }
                        .modelContainer(\(service)LocalStoreManager.shared.container)
                }
            }
            """
        }
        let asViewRule = try RealAppPatternTests.check(
            "view-no-business-logic",
            files: [
                "App/Data/LocalStoreManager.swift": data,
                "App/Views/SettingsView.swift": view(service: "↓", record: ""),
            ],
            layers: Self.dataAndViews)
        #expect(asViewRule.found == asViewRule.expected)
        let asLayerRule = try RealAppPatternTests.check(
            "layer-dependency",
            files: [
                "App/Data/LocalStoreManager.swift": data,
                "App/Views/SettingsView.swift": view(service: "", record: "↓"),
            ],
            layers: Self.dataAndViews)
        #expect(asLayerRule.found == asLayerRule.expected)
    }

    /// Rows and screens alike: an `ObservableObject` view model in a plain property is never
    /// observed, and one the view builds itself in `@ObservedObject` is rebuilt with every render
    /// of the parent. Row values, `@Observable` models, observable entities that are no view
    /// model, view models a parent built and UIKit cells are fine.
    @Test func viewsObserveAndOwnTheirViewModelsWhateverTheirNames() throws {
        let models = """
            import Combine
            import Observation

            final class MenuRowViewModel: ObservableObject { @Published var isLoading = false }
            protocol CartViewModelProtocol: ObservableObject {}
            final class CartViewModel: CartViewModelProtocol {}
            struct PriceRowViewModel { let price: String }
            @Observable final class BasketViewModel {}
            final class TaskItem: ObservableObject { @Published var isDone = false }
            """
        let views = """
            import SwiftUI
            import UIKit

            struct MenuRow: View {
                var ↓viewModel: MenuRowViewModel
                let ↓cart: any CartViewModelProtocol
                let price: PriceRowViewModel
                let basket: BasketViewModel
                let task: TaskItem

                var body: some View { Text("Menu") }
            }

            final class MenuCell: UITableViewCell {
                var viewModel: MenuRowViewModel?
            }

            struct ListView: View {
                @ObservedObject var ↓output: ListViewModel.Output
                @ObservedObject var ↓loader = ImageLoaderViewModel()
                @ObservedObject var cart: CartViewModel
                private let viewModel: ListViewModel

                init(viewModel: ListViewModel, cart: CartViewModel) {
                    self.viewModel = viewModel
                    self.cart = cart
                    self.output = viewModel.transform(ListViewModel.Input())
                }

                var body: some View { Text("List") }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-owns-viewmodel", files: ["App/Scenes/Models.swift": models, "App/Views/Rows.swift": views],
            layers: [("presentation", ["App/Scenes/**"]), ("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)
    }

    /// A view model holding a data service stays this rule's finding when its file imports the data
    /// module (the import is layer-dependency's, and a mere use of the service is covered by it);
    /// an API client is a data service by its name, wherever it is declared.
    @Test func viewModelsHoldingServicesOfAnImportedDataModuleOrClientsAreFound() throws {
        func manifest(_ name: String) -> String {
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)", products: [.library(name: "\(name)", targets: ["\(name)"])],
                targets: [.target(name: "\(name)")])

            """
        }
        func files(held: String, imported: String) -> [String: String] {
            [
                "Modules/Storage/Package.swift": manifest("Storage"),
                "Modules/Storage/Sources/Storage/FavoritesStore.swift": """
                public final class FavoritesStore { public init() {} }
                public struct FavoriteRecord { public let id: Int }
                """,
                "Modules/Feature/Package.swift": manifest("Feature"),
                "Modules/Feature/Sources/Feature/FeedViewModel.swift": """
                import Foundation
                import \(imported)Storage

                final class FeedViewModel {
                    private let favorites: \(held)FavoritesStore
                    private let apiClient: any \(held)APIClientProtocol
                    private var records: [FavoriteRecord] = []

                    init(favorites: \(held)FavoritesStore, apiClient: any \(held)APIClientProtocol) {
                        self.favorites = favorites
                        self.apiClient = apiClient
                        _ = FavoritesStore()
                    }
                }
                """,
            ]
        }
        let layers: [(layer: String, globs: [String])] = [
            ("data", ["Modules/Storage/**"]), ("presentation", ["Modules/Feature/**"]),
        ]
        let injected = try RealAppPatternTests.check(
            "viewmodel-injects-use-cases", files: files(held: "↓", imported: ""), layers: layers)
        #expect(injected.found == injected.expected)
        let layered = try RealAppPatternTests.check(
            "layer-dependency", files: files(held: "", imported: "↓"), layers: layers)
        #expect(layered.found == layered.expected)
    }

    /// A type that talks to storage itself (UserDefaults, a network path monitor) is the storage
    /// API to a view model holding it, even where its file sits among presentation code; a
    /// plain helper, or a use case whose file imports a framework, is not. (Files are the unit: a
    /// helper declared in a wrapper's file would count as one.)
    @Test func viewModelsHoldingStorageWrappersAreFoundWhereverTheyAreDeclared() throws {
        func files(_ mark: String) -> [String: String] {
            [
                "App/Support/NetworkMonitor.swift": """
                import Network

                protocol NetworkMonitoring { var isOnline: Bool { get } }
                final class NetworkMonitor: NetworkMonitoring {
                    private let monitor = NWPathMonitor()
                    var isOnline = true
                }
                """,
                "App/Support/FavoritesStore.swift": """
                import Foundation

                final class FavoritesStore {
                    func save(_ ids: [Int]) { UserDefaults.standard.set(ids, forKey: "favorites") }
                }
                """,
                "App/Support/FeedItem.swift": """
                import SwiftData

                @Model final class FeedItem { var title = "" }
                """,
                "App/Support/PriceFormatter.swift": """
                final class PriceFormatter { func format(_ cents: Int) -> String { "\\(cents)" } }
                """,
                "App/Domain/LoadFeedUseCase.swift": """
                import CoreData

                protocol LoadFeedUseCase { func execute() async throws -> [Int] }
                """,
                "App/Scenes/FeedViewModel.swift": """
                final class FeedViewModel {
                    private let monitor: any \(mark)NetworkMonitoring
                    private let favorites: \(mark)FavoritesStore
                    private let formatter: PriceFormatter
                    private let load: any LoadFeedUseCase
                    private var items: [FeedItem] = []

                    init(monitor: any \(mark)NetworkMonitoring, favorites: \(mark)FavoritesStore, formatter: PriceFormatter, load: any LoadFeedUseCase) {
                        self.monitor = monitor
                        self.favorites = favorites
                        self.formatter = formatter
                        self.load = load
                    }

                    func refresh() { _ = NetworkMonitor() }
                }
                """,
            ]
        }
        let layers: [(layer: String, globs: [String])] = [
            ("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**", "App/Support/**"]),
        ]
        let injected = try RealAppPatternTests.check(
            "viewmodel-injects-use-cases", files: files("↓"), layers: layers)
        #expect(injected.found == injected.expected)
        let layered = try RealAppPatternTests.check("layer-dependency", files: files(""), layers: layers)
        #expect(layered.found == layered.expected)
    }
}
