import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// How `strata init --adopt` places files of layouts found in public apps, each
/// reproduced in small files of our own: the layer every file gets once the adopted globs are
/// read back, as `verify` reads them.
@Suite struct AdoptInferencePatternTests {
    /// path → layer ("" for none) under the configuration `init --adopt` writes for `files`.
    static func adoptedLayers(_ files: [String: String]) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        for (path, source) in files { try folder.write(source, to: path) }
        let request = VerifyRequest(projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path)
        let project = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).project
        let (configuration, _) = AdoptedConfiguration.infer(from: project, knowledge: TestKnowledge.shared)
        let adopted = LayerMap(
            configured: configuration.layers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
            inference: [], testFolders: [])
        return Dictionary(uniqueKeysWithValues: files.keys.map { ($0, adopted.layer(for: $0) ?? "") })
    }

    /// View models that are `ObservableObject`s through a protocol of their own
    /// (`HomeViewModelProtocol: ObservableObject`) follow the combine style.
    @Test func viewModelsObservableThroughTheirProtocolAreCombine() throws {
        let folder = try TemporaryDirectory()
        let files = [
            "App/Home/HomeViewModelProtocol.swift":
                "import Combine\n\nprotocol HomeViewModelProtocol: ObservableObject {}\n",
            "App/Home/HomeViewModel.swift":
                "@MainActor\nfinal class HomeViewModel: HomeViewModelProtocol {\n    @Published var names: [String] = []\n}\n",
            "App/List/ListViewModel.swift":
                "@MainActor\nfinal class ListViewModel: ListViewModelType {\n    @Published var rows: [String] = []\n}\n",
            "App/List/ListViewModelType.swift": "protocol ListViewModelType: HomeViewModelProtocol {}\n",
            "App/Other/OtherViewModel.swift": "import Observation\n\n@Observable\nfinal class OtherViewModel {}\n",
        ]
        for (path, source) in files { try folder.write(source, to: path) }
        let request = VerifyRequest(projectRoot: folder.path, paths: [folder.path], workingDirectory: folder.path)
        let project = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).project
        let (configuration, evidence) = AdoptedConfiguration.infer(from: project, knowledge: TestKnowledge.shared)
        #expect(configuration.style == "combine")
        #expect(evidence.viewModelsByStyle == ["combine": 2, "observable": 1])
    }

    /// A folder named like the app that holds the Data, Domain and Presentation folders is the
    /// app itself, not its composition root: the network client and value types in its other
    /// folders are not composition (a data repository naming them broke no rule), and an
    /// `Infrastructure` folder is the data side's. A folder named `App` inside a domain folder is
    /// a feature of that name, not the composition root either.
    @Test func aFolderNamedLikeTheAppDoesNotMakeItsFilesComposition() throws {
        let layers = try Self.adoptedLayers([
            "Forecast App/Application/AppDelegate.swift":
                "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Forecast App/Data/Repositories/DefaultForecastRepository.swift":
                "final class DefaultForecastRepository {\n    let client: HTTPClient\n    init(client: HTTPClient) { self.client = client }\n}\n",
            "Forecast App/Domain/UseCases/LoadForecastUseCase.swift":
                "protocol LoadForecastUseCase {\n    func execute() async throws -> [String]\n}\n",
            "Forecast App/Presentation/Forecast/ForecastViewModel.swift": "final class ForecastViewModel {}\n",
            "Forecast App/Infrastructure/Network/HTTPClient.swift":
                "enum HTTPError: Error { case offline }\n\nprotocol HTTPClient {\n    func get(_ path: String) async throws -> Data\n}\n",
            "Forecast App/Shared/GeoPoint.swift":
                "struct GeoPoint {\n    var latitude: Double\n    var longitude: Double\n}\n",
            "Forecast App/Domain/UseCases/App/StartupChecks.swift":
                "struct StartupChecks {\n    var isFirstRun = false\n}\n",
        ])
        #expect(layers["Forecast App/Application/AppDelegate.swift"] == "composition")
        #expect(layers["Forecast App/Data/Repositories/DefaultForecastRepository.swift"] == "data")
        #expect(layers["Forecast App/Infrastructure/Network/HTTPClient.swift"] == "data")
        #expect(layers["Forecast App/Shared/GeoPoint.swift"] == "shared", "a shared folder at the top of the app")
        #expect(layers["Forecast App/Domain/UseCases/App/StartupChecks.swift"] == "domain")
    }

    /// Repository protocols kept in `Domain/Repositories`, entities of the data side kept in
    /// `Data/Entities`, models in `Models` or `Network/Models`: a folder named for a role both
    /// inner layers use takes the layer of the layer folder around it, so neither protocol is
    /// reported as declared in data.
    @Test func aRoleFolderTakesTheInnerLayerOfTheLayerFolderAroundIt() throws {
        let layers = try Self.adoptedLayers([
            "Notes/Domain/Repositories/NotesRepository.swift":
                "protocol NotesRepository {\n    func all() async throws -> [String]\n}\n",
            "Notes/Domain/Interfaces/Repositories/TagsRepository.swift":
                "protocol TagsRepository {\n    func all() async throws -> [String]\n}\n",
            "Notes/Data/Repositories/DefaultNotesRepository.swift":
                "final class DefaultNotesRepository: NotesRepository {\n    func all() async throws -> [String] { [] }\n}\n",
            "Notes/Data/Entities/NoteRecord.swift": "struct NoteRecord: Codable {\n    var text: String\n}\n",
            "Notes/Models/Note.swift": "struct Note: Equatable {\n    var text: String\n}\n",
            "Notes/Network/Models/NoteResponse.swift": "struct NoteResponse: Decodable {\n    var text: String\n}\n",
        ])
        #expect(layers["Notes/Domain/Repositories/NotesRepository.swift"] == "domain")
        #expect(layers["Notes/Domain/Interfaces/Repositories/TagsRepository.swift"] == "domain")
        #expect(layers["Notes/Data/Repositories/DefaultNotesRepository.swift"] == "data")
        #expect(layers["Notes/Data/Entities/NoteRecord.swift"] == "data")
        #expect(layers["Notes/Models/Note.swift"] == "domain", "an app's Models folder holds its entities")
        #expect(layers["Notes/Network/Models/NoteResponse.swift"] == "data", "but a network folder's models are data")
    }

    /// A local package named `Domain` that also keeps the API client and storage in a
    /// `DataSource` folder: the folder naming the data layer refines the target's name.
    @Test func aDataFolderInsideADomainTargetIsData() throws {
        let layers = try Self.adoptedLayers([
            "Kit/Sources/Domain/Entities/Item.swift":
                "public struct Item: Equatable {\n    public var name: String\n}\n",
            "Kit/Sources/Domain/DataSource/API/Client.swift":
                "import Foundation\n\nstruct Client {\n    func items() async throws -> Data { Data() }\n}\n",
            "Kit/Sources/Domain/DataSource/Entities/ItemRecord.swift":
                "struct ItemRecord: Codable {\n    var name: String\n}\n",
        ])
        #expect(layers["Kit/Sources/Domain/Entities/Item.swift"] == "domain")
        #expect(layers["Kit/Sources/Domain/DataSource/API/Client.swift"] == "data")
        #expect(layers["Kit/Sources/Domain/DataSource/Entities/ItemRecord.swift"] == "data")
    }

    /// The same `Domain` package keeps its use-case implementations, named repositories, in a
    /// folder of their own beside helpers of no role: the folder is data by what most of its
    /// files declare, while the entities' folder stays the target's.
    @Test func aFolderOfRepositoriesInsideADomainTargetIsData() throws {
        let layers = try Self.adoptedLayers([
            "Kit/Sources/Domain/Entities/Order.swift": "public struct Order: Equatable {\n    public var id: Int\n}\n",
            "Kit/Sources/Domain/Stores/OrdersRepository.swift":
                "struct OrdersRepository: OrdersUseCase {\n    func execute() -> [Order] { [] }\n}\n",
            "Kit/Sources/Domain/Stores/BasketRepository.swift":
                "struct BasketRepository: BasketUseCase {\n    func execute() -> [Order] { [] }\n}\n",
            "Kit/Sources/Domain/Stores/Bootstrap.swift":
                "final class Bootstrap {\n    let orders = OrdersRepository()\n}\n",
        ])
        #expect(layers["Kit/Sources/Domain/Entities/Order.swift"] == "domain")
        #expect(layers["Kit/Sources/Domain/Stores/OrdersRepository.swift"] == "data")
        #expect(layers["Kit/Sources/Domain/Stores/Bootstrap.swift"] == "data")
    }

    /// Navigation and wiring are the composition root's wherever a folder keeps them: the
    /// `Coordinator` protocol itself, assemblers kept in a folder named after data sources or in
    /// the data folder they assemble, and a facade building repositories from data sources for
    /// the views. A network router (`URLRequestConvertible`) is no navigation.
    @Test func navigationAndWiringAreComposition() throws {
        let layers = try Self.adoptedLayers([
            "Todo/Presentation/Coordinator/Coordinator.swift":
                "import UIKit\n\nprotocol Coordinator: AnyObject {\n    func start()\n}\n",
            "Todo/Presentation/DataSourcesAssemblers/MainAssembler.swift":
                "final class MainAssembler {\n    let launch = LaunchOptions()\n}\n",
            "Todo/Presentation/SupportFiles/LaunchOptions.swift": "struct LaunchOptions {}\n",
            "Todo/Data/Gateways/GatewaysAssembler.swift":
                "protocol GatewaysAssembler {\n    func resolve() -> TasksGateway\n}\n",
            "Todo/Data/Gateways/TasksGateway.swift": "struct TasksGateway {}\n",
            "Todo/Data/TasksDataSource.swift": "final class TasksDataSource {}\n",
            "Todo/Data/DefaultTasksRepository.swift":
                "final class DefaultTasksRepository: TasksRepository {\n    init(source: TasksDataSource) {}\n}\n",
            "Todo/Domain/TasksRepository.swift": "protocol TasksRepository {}\n",
            "Todo/Domain/LoadTasksUseCase.swift":
                "struct LoadTasksUseCase {\n    let repository: TasksRepository\n    func execute() {}\n}\n",
            "Todo/Presentation/UseCaseFacade.swift":
                "enum UseCaseFacade {\n    static func loadTasks() -> LoadTasksUseCase {\n"
                + "        LoadTasksUseCase(repository: DefaultTasksRepository(source: TasksDataSource()))\n    }\n}\n",
            "Todo/Presentation/DataSourcesAssemblers/StubConfigAssembly.swift":
                "final class StubConfigDataSource {}\n\nfinal class StubConfigAssembly: Assembly {}\n",
            "Todo/Utils/APIRouter.swift":
                "import Alamofire\n\nenum APIRouter: URLRequestConvertible {\n    case tasks\n}\n",
        ])
        #expect(layers["Todo/Presentation/Coordinator/Coordinator.swift"] == "composition")
        #expect(layers["Todo/Presentation/DataSourcesAssemblers/MainAssembler.swift"] == "composition")
        #expect(layers["Todo/Data/Gateways/GatewaysAssembler.swift"] == "composition")
        #expect(layers["Todo/Presentation/UseCaseFacade.swift"] == "composition")
        #expect(layers["Todo/Utils/APIRouter.swift"] != "composition")
        #expect(
            layers["Todo/Presentation/DataSourcesAssemblers/StubConfigAssembly.swift"] == "composition",
            "an assembly registering a stub data source is wiring")
    }

    /// A DI container declared beside the app-wide observable state it hands out: the file is
    /// the composition root's, not a view model's, so a view model storing that state depends
    /// on composition.
    @Test func aContainerBesideObservableStateIsComposition() throws {
        let layers = try Self.adoptedLayers([
            "Shop/Screens/DependencyInjection/DIContainer.swift":
                "import Observation\n\n@Observable\nfinal class AppState {\n    var cart: [String] = []\n}\n\n"
                + "struct DIContainer {\n    let state = AppState()\n}\n",
            "Shop/Screens/Cart/CartViewModel.swift":
                "@MainActor\nfinal class CartViewModel {\n    let state: AppState\n    init(state: AppState) { self.state = state }\n}\n",
        ])
        #expect(layers["Shop/Screens/DependencyInjection/DIContainer.swift"] == "composition")
        #expect(layers["Shop/Screens/Cart/CartViewModel.swift"] == "presentation")
    }

    /// An `ObservableObject` a view component uses to load its image, importing SwiftUI and
    /// holding a UIKit image, is the component's helper: it stays in the ui folder, where
    /// SwiftUI and `URLSession.shared` are allowed. Observable state without a UI framework in
    /// a views folder is still the view models'.
    @Test func anObservableHelperOfAViewStaysUI() throws {
        let layers = try Self.adoptedLayers([
            "Gallery/Components/RemoteImage/ImageLoader.swift":
                "import SwiftUI\nimport UIKit\n\nfinal class ImageLoader: ObservableObject {\n"
                + "    @Published var image: UIImage?\n}\n",
            "Gallery/Components/RemoteImage/RemoteImage.swift":
                "import SwiftUI\n\nstruct RemoteImage: View {\n    @StateObject var loader = ImageLoader()\n"
                + "    var body: some View { EmptyView() }\n}\n",
            "Gallery/Components/Models/PhotoUIModel.swift":
                "import SwiftUI\n\nfinal class PhotoUIModel: ObservableObject {\n    @Published var title = \"\"\n}\n",
            "Gallery/Screens/PhotosViewModel.swift":
                "@MainActor\nfinal class PhotosViewModel {\n    var photos: [PhotoUIModel] = []\n}\n",
            "Gallery/Views/FilterState.swift":
                "import Combine\n\nfinal class FilterState: ObservableObject {\n    @Published var query = \"\"\n}\n",
        ])
        #expect(layers["Gallery/Components/RemoteImage/ImageLoader.swift"] == "ui")
        #expect(layers["Gallery/Views/FilterState.swift"] == "presentation")
        #expect(
            layers["Gallery/Components/Models/PhotoUIModel.swift"] == "presentation",
            "observable state view models hold is theirs, whatever it imports")
    }

    /// The root view beside the app's entry point, or in the app's module, that builds the
    /// screens from the DI container is the composition root's; a screen's view reading the same
    /// container elsewhere stays a view (and its use of the container a finding).
    @Test func aRootViewBuildingScreensFromTheContainerIsComposition() throws {
        let layers = try Self.adoptedLayers([
            "Pets/Core/PetsApp.swift": "import SwiftUI\n\n@main\nstruct PetsApp: App {\n"
                + "    var body: some Scene { WindowGroup { RootView() } }\n}\n",
            "Pets/Core/DI/AppContainer.swift":
                "final class AppContainer {\n    static let shared = AppContainer()\n}\n",
            "Pets/Core/RootView.swift": "import SwiftUI\n\nstruct RootView: View {\n"
                + "    var body: some View { ListView(container: AppContainer.shared) }\n}\n",
            "Pets/Features/List/ListView.swift": "import SwiftUI\n\nstruct ListView: View {\n"
                + "    let container: AppContainer\n    var body: some View { EmptyView() }\n}\n",
        ])
        #expect(layers["Pets/Core/RootView.swift"] == "composition")
        #expect(layers["Pets/Features/List/ListView.swift"] == "ui")
    }

    /// A file of extensions to UIKit or SwiftUI views (`UILabel+Binding`, `View+Alert`) and no
    /// type of its own is the ui layer's, wherever it sits; extensions of other types say nothing.
    @Test func extensionsOfViewsAreUI() throws {
        let layers = try Self.adoptedLayers([
            "Shop/Presentation/Extensions/UILabel+Binding.swift":
                "import UIKit\n\nextension UILabel {\n    func show(_ text: String) { self.text = text }\n}\n",
            "Shop/Support/View+Alert.swift":
                "import SwiftUI\n\nextension View {\n    func errorAlert() -> some View { self }\n}\n",
            "Shop/Presentation/Extensions/Date+Display.swift":
                "import Foundation\n\nextension Date {\n    func display() -> String { \"\" }\n}\n",
        ])
        #expect(layers["Shop/Presentation/Extensions/UILabel+Binding.swift"] == "ui")
        #expect(layers["Shop/Support/View+Alert.swift"] == "ui")
        #expect(layers["Shop/Presentation/Extensions/Date+Display.swift"] == "presentation")
    }

    /// Registrations kept as extensions of the DI library's container (Resolver's `Resolver`,
    /// Swinject's `Container`) beside each scene are the composition root's, not the scene's views.
    @Test func registrationsInTheContainerAreComposition() throws {
        let layers = try Self.adoptedLayers([
            "Shop/UI/Cart/Cart+Injection.swift":
                "import Resolver\n\nextension Resolver {\n    static func registerCart() {\n"
                + "        register { CartViewModel() }\n    }\n}\n",
            "Shop/UI/Cart/CartView.swift":
                "import SwiftUI\n\nstruct CartView: View {\n    var body: some View { EmptyView() }\n}\n",
        ])
        #expect(layers["Shop/UI/Cart/Cart+Injection.swift"] == "composition")
        #expect(layers["Shop/UI/Cart/CartView.swift"] == "ui")
    }

    /// Framework modules named `<Layer>Layer` (`DataLayer`, `DomainLayer`) are the project's
    /// layer modules: a SwiftUI view importing the data module is a layer finding.
    @Test func modulesNamedForALayerAreThatLayers() throws {
        let view =
            "import SwiftUI\nimport DomainLayer\nimport ↓DataLayer\n\nstruct ListView: View {\n"
            + "    var body: some View { EmptyView() }\n}\n"
        let result = try RealAppPatternTests.check(
            "layer-dependency", files: ["Screens/ListView.swift": view], layers: [("ui", ["Screens/**"])])
        #expect(result.found == result.expected)
    }

    /// Network clients are the data side's by name, even named exactly `APIClient` and kept in
    /// a `Service` folder no layer claims; their protocol goes with them.
    @Test func networkClientsAreData() throws {
        let layers = try Self.adoptedLayers([
            "Rick/Service/API/APIClient.swift":
                "protocol APIClientProtocol {\n    func get(_ path: String) async throws -> Data\n}\n\n"
                + "final class APIClient: APIClientProtocol {\n    func get(_ path: String) async throws -> Data { Data() }\n}\n",
            "Rick/Service/API/CharactersNetworkService.swift": "final class CharactersNetworkService {}\n",
        ])
        #expect(layers["Rick/Service/API/APIClient.swift"] == "data")
        #expect(layers["Rick/Service/API/CharactersNetworkService.swift"] == "data")
    }

    /// An `ObservableObject` wrapping a system data framework (a path monitor of `Network`, a
    /// location manager) is a data source a view model should reach through a use case, not
    /// observable screen state.
    @Test func anObservableWrapperOfASystemDataFrameworkIsData() throws {
        let layers = try Self.adoptedLayers([
            "Bank/Utils/Reachability.swift":
                "import Network\nimport Combine\n\nprotocol ReachabilityType {\n    var isOnline: Bool { get }\n}\n\n"
                + "final class Reachability: ObservableObject, ReachabilityType {\n"
                + "    @Published private(set) var isOnline = true\n    private let monitor = NWPathMonitor()\n}\n",
            "Bank/Utils/SessionState.swift":
                "import Combine\n\nfinal class SessionState: ObservableObject {\n    @Published var isSignedIn = false\n}\n",
        ])
        #expect(layers["Bank/Utils/Reachability.swift"] == "data")
        #expect(layers["Bank/Utils/SessionState.swift"] == "presentation")
    }

    /// Analytics is a data-side service (a Firebase provider, the events it sends): an
    /// `Analytics` folder or module, and a concrete `*Analytics` logger kept beside a view model,
    /// are data; the view model's own analytics protocol stays with it.
    @Test func analyticsIsData() throws {
        let layers = try Self.adoptedLayers([
            "Feed/Presentation/Analytics/FeedEvents.swift": "enum FeedEvents: String {\n    case opened\n}\n",
            "Feed/Presentation/List/FeedAnalyticsProtocol.swift":
                "protocol FeedAnalyticsProtocol {\n    func opened()\n}\n",
            "Feed/Presentation/List/FeedViewModelAnalytics.swift":
                "final class FeedViewModelAnalytics: FeedAnalyticsProtocol {\n    func opened() {}\n}\n",
            "Pkg/Sources/AnalyticsImpl/AnalyticsClient.swift": "public struct AnalyticsClient {}\n",
        ])
        #expect(layers["Feed/Presentation/Analytics/FeedEvents.swift"] == "data")
        #expect(layers["Feed/Presentation/List/FeedViewModelAnalytics.swift"] == "data")
        #expect(layers["Feed/Presentation/List/FeedAnalyticsProtocol.swift"] == "presentation")
        #expect(layers["Pkg/Sources/AnalyticsImpl/AnalyticsClient.swift"] == "data")
    }

    /// Local packages named for storage or networking (`CoreStorage`, `AppNetwork`) are the
    /// data side's, whatever their types conform to.
    @Test func storageAndNetworkModulesAreData() throws {
        let layers = try Self.adoptedLayers([
            "Modules/CoreStorage/Sources/CoreStorage/FavoritesStore.swift":
                "import Combine\n\npublic final class FavoritesStore: ObservableObject {\n    public init() {}\n}\n",
            "Modules/AppNetwork/Sources/AppNetwork/Endpoint.swift":
                "public struct Endpoint {\n    public var path: String\n}\n",
        ])
        #expect(layers["Modules/CoreStorage/Sources/CoreStorage/FavoritesStore.swift"] == "data")
        #expect(layers["Modules/AppNetwork/Sources/AppNetwork/Endpoint.swift"] == "data")
    }
}
