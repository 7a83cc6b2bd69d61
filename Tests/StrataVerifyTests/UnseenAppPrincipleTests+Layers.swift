import Testing

@testable import StrataVerify

/// Principles found in the false findings of the split that was held out last and then read:
/// each names what is true of every app, not of the app that showed it.
extension UnseenAppPrincipleTests {
    /// The nearest layer folder around a role folder decides it: `Entities` inside `Domain` is
    /// domain even when an outer folder (`ShopUI`, the app's target) names another layer.
    @Test func theNearestLayerFolderDecidesARoleFolder() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/ShopUI/Domain/Entities/Page.swift": "struct Page {\n    var hasMore: Bool\n}\n",
            "App/ShopUI/Data/DataSources/Local/LocalPageSourceProtocol.swift":
                "protocol LocalPageSourceProtocol {\n    func load() async throws -> [String]\n}\n",
            "App/ShopUI/Presentation/Home/HomeView.swift":
                "import SwiftUI\n\nstruct HomeView: View {\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(layers["App/ShopUI/Domain/Entities/Page.swift"] == "domain")
        #expect(layers["App/ShopUI/Data/DataSources/Local/LocalPageSourceProtocol.swift"] == "data")
    }

    /// Presentation is the layer without UI frameworks: a file a presentation folder holds that
    /// imports SwiftUI, UIKit or AppKit and is no view model (a theme, a cell protocol, an
    /// extension making UIKit's cells reusable) is the views' code. A view model importing one
    /// stays presentation, where the import is the finding.
    @Test func uiFrameworkCodeThatIsNoViewModelIsUI() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Assets/Themes/Theme.swift":
                "import SwiftUI\n\nprotocol Theme {\n    var background: Color { get }\n}\n",
            "App/Presentation/Common/Protocols/NibLoadable.swift":
                "import UIKit\n\nprotocol NibLoadable {\n    static var nib: UINib { get }\n}\n",
            "App/Presentation/Common/Extensions/UITableViewCell+Reusable.swift":
                "import UIKit\n\nextension UITableViewCell: NibLoadable {}\n",
            "App/Presentation/Home/HomeViewModel.swift":
                "import SwiftUI\n\nfinal class HomeViewModel: ObservableObject {\n"
                + "    @Published var title = \"\"\n}\n",
            "App/Presentation/Home/HomeState.swift":
                "import Foundation\n\nstruct HomeState {\n    var title: String\n}\n",
        ])
        #expect(layers["App/Presentation/Assets/Themes/Theme.swift"] == "ui")
        #expect(layers["App/Presentation/Common/Protocols/NibLoadable.swift"] == "ui")
        #expect(layers["App/Presentation/Common/Extensions/UITableViewCell+Reusable.swift"] == "ui")
        #expect(layers["App/Presentation/Home/HomeViewModel.swift"] == "presentation")
        #expect(layers["App/Presentation/Home/HomeState.swift"] == "presentation")
    }

    /// Observable state written with a UI framework (a theme manager publishing SwiftUI colours)
    /// is the views' as well; the theme it publishes goes with it.
    @Test func observableStateOfAUIFrameworkIsUI() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Themes/ThemeManager.swift":
                "import SwiftUI\n\nfinal class ThemeManager: ObservableObject {\n"
                + "    @Published var theme: Theme = LightTheme()\n    @Published var tint = Color.blue\n}\n",
            "App/Presentation/Themes/Theme.swift":
                "import SwiftUI\n\nprotocol Theme {\n    var tint: Color { get }\n}\n",
            "App/Presentation/Themes/LightTheme.swift":
                "import SwiftUI\n\nstruct LightTheme: Theme {\n    var tint: Color { .blue }\n}\n",
        ])
        #expect(layers["App/Presentation/Themes/ThemeManager.swift"] == "ui")
        #expect(layers["App/Presentation/Themes/Theme.swift"] == "ui")
        #expect(layers["App/Presentation/Themes/LightTheme.swift"] == "ui")
    }

    /// Navigation that builds the screens it routes to is wiring (composition); navigation that
    /// only holds the path the views push onto is theirs (ui). A view rendering a coordinator
    /// (`…CoordinatorView`) that builds screens from the composition's types is wiring too.
    @Test func navigationThatBuildsScreensIsComposition() throws {
        let screen = "import SwiftUI\n\nstruct DetailView: View {\n    var body: some View { Text(\"\") }\n}\n"
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Core/Coordinator/Coordinator.swift":
                "import SwiftUI\n\nfinal class Coordinator: ObservableObject {\n"
                + "    @Published var path = NavigationPath()\n"
                + "    @ViewBuilder func build() -> some View { DetailView() }\n}\n",
            "App/Core/Navigation/Router.swift":
                "import SwiftUI\n\nfinal class Router: ObservableObject {\n    @Published var path = NavigationPath()\n}\n",
            "App/Features/Detail/DetailView.swift": screen,
            "App/Features/Detail/DetailViewModel.swift":
                "import Observation\n\n@Observable\nfinal class DetailViewModel {\n    var title = \"\"\n}\n",
            "App/Main/DependencyContainer.swift":
                "final class DependencyContainer {\n    func makeDetailViewModel() -> DetailViewModel { DetailViewModel() }\n}\n",
            "App/Coordinators/Profile/ProfileCoordinator.swift":
                "import SwiftUI\n\nstruct ProfileCoordinator: View {\n    let container: DependencyContainer\n"
                + "    var body: some View { DetailView() }\n}\n",
            "App/Features/Detail/Coordinator/DetailCoordinatorView.swift":
                "import SwiftUI\n\nstruct DetailCoordinatorView: View {\n    let container: DependencyContainer\n"
                + "    var body: some View { DetailView() }\n}\n",
        ])
        #expect(layers["App/Core/Coordinator/Coordinator.swift"] == "composition")
        #expect(layers["App/Core/Navigation/Router.swift"] == "ui")
        #expect(layers["App/Features/Detail/Coordinator/DetailCoordinatorView.swift"] == "composition")
        #expect(layers["App/Coordinators/Profile/ProfileCoordinator.swift"] == "composition")
        #expect(layers["App/Features/Detail/DetailView.swift"] == "ui")
    }

    /// A file named for the app (`App.swift`) is the composition root's entry point only if it
    /// declares one: a namespace of that name, extended elsewhere with the app's constants, is
    /// placed by its folders, and naming it is no dependency on the composition root.
    @Test func aNamespaceNamedForTheAppIsNoEntryPoint() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "Shop/Define/App.swift": "enum App {}\n",
            "Shop/Define/App.Key.swift":
                "extension App {\n    enum Key {\n        static let token = \"token\"\n    }\n}\n",
            "Shop/ShopApp.swift":
                "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup {} }\n}\n",
        ])
        #expect(layers["Shop/Define/App.swift"] == "")
        #expect(layers["Shop/ShopApp.swift"] == "composition")
    }

    /// A record a storage framework persists is data wherever it sits: Realm's `Object`
    /// subclasses as SwiftData's `@Model` and Core Data's `NSManagedObject` ones, in an `Entities`
    /// folder or named `…Entity`.
    @Test func aRealmObjectIsData() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Services/Realm/Entities/RTask.swift":
                "import RealmSwift\n\nfinal class RTask: Object {\n    @Persisted var title = \"\"\n}\n",
            "App/Data/Entity/TimelineEntity.swift":
                "import RealmSwift\n\nclass TimelineEntity: Object {\n    @objc dynamic var text = \"\"\n}\n",
            "App/Domain/Entities/Task.swift": "struct Task {\n    let title: String\n}\n",
        ])
        #expect(layers["App/Services/Realm/Entities/RTask.swift"] == "data")
        #expect(layers["App/Data/Entity/TimelineEntity.swift"] == "data")
        #expect(layers["App/Domain/Entities/Task.swift"] == "domain")
    }

    /// Observable state is the screens' only when views or view models use it: a session store
    /// only the network code reads is the data side's, and so is what names it.
    @Test func stateOnlyTheDataSideUsesIsData() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Core/Auth/SessionStore.swift":
                "import Combine\n\nfinal class SessionStore: ObservableObject {\n    @Published var token: String?\n}\n",
            "App/Core/Auth/TokenProvider.swift":
                "final class TokenProvider {\n    let store: SessionStore\n    init(store: SessionStore) { self.store = store }\n}\n",
            "App/Data/Network/RequestBuilder.swift":
                "final class RequestBuilder {\n    let tokens: TokenProvider\n    let session: SessionStore\n"
                + "    init(tokens: TokenProvider, session: SessionStore) {\n"
                + "        self.tokens = tokens\n        self.session = session\n    }\n}\n",
            "App/Core/State/AppState.swift":
                "import Combine\n\nfinal class AppState: ObservableObject {\n    @Published var tab = 0\n}\n",
            "App/Presentation/Home/HomeViewModel.swift":
                "import Observation\n\n@Observable\nfinal class HomeViewModel {\n    let state: AppState\n"
                + "    init(state: AppState) { self.state = state }\n}\n",
        ])
        #expect(layers["App/Core/Auth/SessionStore.swift"] == "data")
        #expect(layers["App/Core/Auth/TokenProvider.swift"] == "data")
        #expect(layers["App/Core/State/AppState.swift"] == "presentation")
    }

    /// A view named for navigation that builds the screens it shows, with their view models, or the coordinators
    /// of its tabs, is wiring whatever folder holds it: it is the composition root's, so neither the views'
    /// naming rule nor their dependency rules judge it.
    @Test func aCoordinatorViewBuildingScreensIsComposition() throws {
        let screen = { (name: String) in
            "import SwiftUI\n\nstruct \(name)Screen: View {\n    @State var viewModel: \(name)ViewModel\n\n"
                + "    var body: some View { Text(\"\(name)\") }\n}\n"
        }
        let viewModel = { (name: String) in
            "import Observation\n\n@MainActor\n@Observable\nfinal class \(name)ViewModel {\n    var title = \"\"\n}\n"
        }
        let coordinator = { (name: String) in
            "import SwiftUI\n\nstruct \(name)Coordinator: View {\n    var body: some View {\n"
                + "        NavigationStack { \(name)Screen(viewModel: \(name)ViewModel()) }\n    }\n}\n"
        }
        let files = [
            "Sources/Features/Home/HomeScreen.swift": screen("Home"),
            "Sources/Features/Home/HomeViewModel.swift": viewModel("Home"),
            "Sources/Features/Search/SearchScreen.swift": screen("Search"),
            "Sources/Features/Search/SearchViewModel.swift": viewModel("Search"),
            "Sources/Navigation/HomeCoordinator.swift": coordinator("Home"),
            "Sources/Navigation/SearchCoordinator.swift": coordinator("Search"),
            "Sources/Navigation/TabsCoordinator.swift":
                "import SwiftUI\n\nstruct TabsCoordinator: View {\n"
                + "    var body: some View { TabView { HomeCoordinator(); SearchCoordinator() } }\n}\n",
        ]
        for rule in ["ui-view-naming", "layer-dependency"] {
            let result = try Self.adoptedFindings(rule, files: files)
            #expect(result.found == result.expected, "\(rule)")
        }
    }

    /// A type belongs to the innermost layer that uses it: a file of plain values (no view, no view
    /// model) that a presentation folder holds but entities, use cases or repositories name is the
    /// domain's model filed with its screen, whatever it imports. Values only screens use stay theirs.
    @Test func plainValuesTheInnerLayersNameAreTheDomains() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Game/GameModels.swift":
                "import SwiftUI\n\nenum Level: String, Codable {\n    case easy\n\n"
                + "    var tint: Color { .green }\n}\n\nstruct GameItem: Codable {\n    var level: Level\n}\n",
            "App/Presentation/Game/GameRow.swift": "struct GameRow {\n    var title: String\n}\n",
            "App/Presentation/Game/GameUiState.swift":
                "struct GameUiState {\n    enum Event {\n        case tapped\n    }\n\n    var rows: [GameRow]\n}\n",
            "App/Domain/Events/Event.swift": "struct Ledger {\n    var events: [Event]\n}\n",
            "App/Presentation/Game/GameViewModel.swift":
                "import Observation\n\n@Observable\nfinal class GameViewModel {\n"
                + "    var items: [GameItem] = []\n    var rows: [GameRow] = []\n}\n",
            "App/Presentation/Game/GameView.swift":
                "import SwiftUI\n\nstruct GameView: View {\n    var body: some View { Text(\"\") }\n}\n",
            "App/Domain/Entities/Ranking.swift": "struct Ranking {\n    var level: Level\n}\n",
            "App/Data/Services/GameService.swift":
                "final class GameService {\n    func load() -> [GameItem] { [] }\n}\n",
        ])
        #expect(layers["App/Presentation/Game/GameModels.swift"] == "domain")
        #expect(layers["App/Presentation/Game/GameRow.swift"] == "presentation")
        #expect(layers["App/Presentation/Game/GameUiState.swift"] == "presentation")
        #expect(layers["App/Presentation/Game/GameViewModel.swift"] == "presentation")
        #expect(layers["App/Presentation/Game/GameView.swift"] == "ui")
    }

    /// A type declared inside another serves it: a coordinator whose nested `Sheet` enum renders
    /// itself as a view is still a coordinator building screens. Nested types decide a file only
    /// when its own types have no role (`enum Home { struct Screen: View }`).
    @Test func nestedTypesServeTheTypeTheyAreDeclaredIn() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Coordinators/ItemsCoordinator.swift":
                "import SwiftUI\n\nfinal class ItemsCoordinator {\n    @ViewBuilder func view() -> some View { DetailView() }\n}\n\n"
                + "extension ItemsCoordinator {\n    enum Sheet: Hashable, View {\n        case info\n\n"
                + "        var body: some View { Text(\"\") }\n    }\n}\n",
            "App/Features/Home.swift":
                "import SwiftUI\n\nenum Home {\n    struct Screen: View {\n        var body: some View { Text(\"\") }\n    }\n}\n",
            "App/Features/Detail/DetailView.swift":
                "import SwiftUI\n\nstruct DetailView: View {\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(layers["App/Coordinators/ItemsCoordinator.swift"] == "composition")
        #expect(layers["App/Features/Home.swift"] == "ui")
    }
}
