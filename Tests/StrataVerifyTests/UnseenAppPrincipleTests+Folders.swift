import Testing

@testable import StrataVerify

/// Principles about what folders and names say, found in the findings of the second held-out split
/// once it was read: each names what is true of every app, not of the app that showed it.
extension UnseenAppPrincipleTests {
    /// A file name names a role (`…UseCase.swift`, `…DTO.swift`), and a role of one inner layer
    /// does not move a file out of a folder of the other: a use case a network module implements
    /// is that module's, a `…DTO` an entity folder of the domain keeps is the domain's — as a
    /// use case declared in a data folder stays data. Outside the inner layers the name decides.
    @Test func anInnerLayersFileNameYieldsToTheOtherInnerLayersFolder() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/NetworkPlatform/UseCases/LoginUseCase.swift":
                "final class LoginUseCase {\n    let network: NetworkProtocol\n"
                + "    init(network: NetworkProtocol) { self.network = network }\n}\n",
            "App/NetworkPlatform/Network/NetworkProtocol.swift": "protocol NetworkProtocol {\n    func login()\n}\n",
            "App/Shop/Domain/Entity/ProductDomainDTO.swift": "struct ProductDomainDTO {\n    let name: String\n}\n",
            "App/Shop/Domain/UseCase/ProductListUseCase.swift":
                "protocol ProductListUseCaseProtocol {\n    func fetch() async throws -> [ProductDomainDTO]\n}\n",
            "App/Shop/Presentation/Helpers/SearchUseCase.swift":
                "struct SearchUseCase {\n    func callAsFunction() {}\n}\n",
        ])
        #expect(layers["App/NetworkPlatform/UseCases/LoginUseCase.swift"] == "data")
        #expect(layers["App/Shop/Domain/Entity/ProductDomainDTO.swift"] == "domain")
        #expect(layers["App/Shop/Presentation/Helpers/SearchUseCase.swift"] == "domain")
    }

    /// A folder named after the UI framework in any case (`swiftUI`) holding the layers' folders
    /// is the app, not its ui layer: its `Core` helpers are everyone's. A container that builds
    /// the app's use cases and view models is its wiring, though it also opens the database.
    @Test func theAppFolderNamedForItsFrameworkHoldsSharedCoreAndWiring() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "swiftUI/Core/Logging/APILogger.swift":
                "import Foundation\n\nenum APILogger {\n    static func log(_ text: String) { print(text) }\n}\n",
            "swiftUI/Core/DI/AppContainer.swift":
                "import SwiftData\n\nfinal class AppContainer {\n    let loginUseCase: LoginUseCase\n"
                + "    init(modelContainer: ModelContainer) { loginUseCase = LoginUseCase() }\n"
                + "    func makeLoginViewModel() -> LoginViewModel { LoginViewModel(loginUseCase: loginUseCase) }\n}\n",
            "swiftUI/Core/Storage/RecordsContainer.swift":
                "import SwiftData\n\nfinal class RecordsContainer {\n    let container: ModelContainer\n"
                + "    init(container: ModelContainer) { self.container = container }\n}\n",
            "swiftUI/Domain/UseCases/LoginUseCase.swift": "struct LoginUseCase {\n    func execute() {}\n}\n",
            "swiftUI/Data/Repositories/AuthRepositoryImpl.swift":
                "struct AuthRepositoryImpl {\n    func login() { APILogger.log(\"login\") }\n}\n",
            "swiftUI/Presentation/Login/LoginViewModel.swift":
                "import Combine\n\nfinal class LoginViewModel: ObservableObject {\n    let loginUseCase: LoginUseCase\n"
                + "    init(loginUseCase: LoginUseCase) { self.loginUseCase = loginUseCase }\n}\n",
            "swiftUI/Presentation/Login/LoginView.swift":
                "import SwiftUI\n\nstruct LoginView: View {\n    var body: some View { Text(\"\") }\n}\n",
        ])
        #expect(layers["swiftUI/Core/Logging/APILogger.swift"] == "shared")
        #expect(layers["swiftUI/Core/DI/AppContainer.swift"] == "composition")
        #expect(layers["swiftUI/Core/Storage/RecordsContainer.swift"] == "data")
        #expect(layers["swiftUI/Presentation/Login/LoginView.swift"] == "ui")
    }

    /// A use case a data module implements is still the app's business rule: untested, it is
    /// test-coverage's finding as one in the domain is; and a view model holding it holds a use
    /// case, as viewmodel-injects-use-cases asks, whichever layer declares it.
    @Test func aUseCaseADataModuleImplementsIsStillAUseCase() throws {
        let layers: [(layer: String, globs: [String])] = [
            ("data", ["App/Network/**"]), ("presentation", ["App/Scenes/**"]),
        ]
        let network = """
            protocol CharacterListUseCaseType {
                func characters() async throws -> [String]
            }

            struct ↓CharacterListUseCase: CharacterListUseCaseType {
                func characters() async throws -> [String] { [] }
            }
            """
        let coverage = try RealAppPatternTests.check(
            "test-coverage", files: ["App/Network/CharacterListUseCase.swift": network], layers: [layers[0]])
        #expect(coverage.found == coverage.expected)
        let viewModel = """
            final class CharacterListViewModel {
                private let useCase: CharacterListUseCaseType
                init(useCase: CharacterListUseCaseType) { self.useCase = useCase }
            }
            """
        let injection = try RealAppPatternTests.check(
            "viewmodel-injects-use-cases",
            files: [
                "App/Network/CharacterListUseCase.swift": network.replacing("↓", with: ""),
                "App/Scenes/CharacterListViewModel.swift": viewModel,
            ], layers: layers)
        #expect(injection.found == injection.expected)
    }

    /// A folder named like the app is often the app target's whole source tree: a subfolder of it
    /// holding screens (views beside the state they show) is a feature, not wiring. Its state is
    /// presentation, code of no role calling use cases (a store's side-effect handler) is too, the
    /// rest is left unplaced; the entry point stays composition.
    @Test func aFeatureFolderInsideTheAppFolderIsNoWiring() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "Sources/App/ShopApp.swift":
                "import SwiftUI\n\n@main\nstruct ShopApp: App {\n    var body: some Scene { WindowGroup { HomeView() } }\n}\n",
            "Sources/App/Features/Home/HomeStore.swift":
                "import Observation\n\n@Observable\nfinal class HomeStore {\n    var title = \"\"\n}\n",
            "Sources/App/Features/Home/HomeView.swift":
                "import SwiftUI\n\nstruct HomeView: View {\n    let store: HomeStore\n"
                + "    var body: some View { Text(store.title) }\n}\n",
            "Sources/App/Features/Home/HomeSideEffect.swift": "struct HomeSideEffect {\n    let store: HomeStore\n}\n",
            "Sources/App/Wiring/Container.swift": "final class Container {\n    let store = HomeStore()\n}\n",
            "Sources/App/Features/Home/HomeEffects.swift":
                "struct HomeEffects {\n    let load: LoadHomeUseCase\n    func run() { load.execute() }\n}\n",
            "Sources/Domain/LoadHomeUseCase.swift": "struct LoadHomeUseCase {\n    func execute() {}\n}\n",
        ])
        #expect(layers["Sources/App/ShopApp.swift"] == "composition")
        #expect(layers["Sources/App/Features/Home/HomeStore.swift"] == "presentation")
        #expect(layers["Sources/App/Features/Home/HomeView.swift"] == "ui")
        #expect(layers["Sources/App/Features/Home/HomeSideEffect.swift"] == "")
        #expect(layers["Sources/App/Features/Home/HomeEffects.swift"] == "presentation")
        #expect(layers["Sources/App/Wiring/Container.swift"] == "composition")
    }

    /// `…VM` is how apps abbreviate a view model, as `…VC` a view controller: `MainVM` and the
    /// `BaseVM` it extends are presentation in a folder that names no layer, beside the `…VC`.
    @Test func aViewModelAbbreviatedVMIsAViewModel() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "NewsApp/Scenes/Base/BaseVM.swift":
                "import RxSwift\n\nclass BaseVM {\n    let disposeBag = DisposeBag()\n}\n",
            "NewsApp/Scenes/Main/MainVM.swift":
                "import RxSwift\n\nfinal class MainVM: BaseVM {\n    let title = BehaviorRelay<String>(value: \"\")\n}\n",
            "NewsApp/Scenes/Main/MainVC.swift":
                "import UIKit\n\nfinal class MainVC: UIViewController {\n    var viewModel: MainVM?\n}\n",
        ])
        #expect(layers["NewsApp/Scenes/Base/BaseVM.swift"] == "presentation")
        #expect(layers["NewsApp/Scenes/Main/MainVM.swift"] == "presentation")
        #expect(layers["NewsApp/Scenes/Main/MainVC.swift"] == "ui")
    }

    /// `Business` is the domain layer's other common name (the business rules Clean Architecture
    /// puts innermost): its repository ports and interactors are the domain's, not data's.
    @Test func aBusinessFolderIsTheDomain() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Business/Repositories/ItemsRepository.swift":
                "protocol ItemsRepository {\n    func items() async throws -> [Item]\n}\n",
            "App/Business/Interactors/GetItemsInteractor.swift":
                "struct GetItemsInteractor {\n    let repository: ItemsRepository\n}\n",
            "App/Business/Entities/Item.swift": "struct Item {\n    var name: String\n}\n",
            "App/Data/Repositories/ItemsRepositoryImpl.swift":
                "struct ItemsRepositoryImpl: ItemsRepository {\n    func items() async throws -> [Item] { [] }\n}\n",
        ])
        #expect(layers["App/Business/Repositories/ItemsRepository.swift"] == "domain")
        #expect(layers["App/Business/Interactors/GetItemsInteractor.swift"] == "domain")
        #expect(layers["App/Data/Repositories/ItemsRepositoryImpl.swift"] == "data")
    }

    /// An app's and a scene's delegates are objects UIKit calls (`class SceneDelegate`); a
    /// protocol named `…SceneDelegate` is a scene's own output port, which its view model calls
    /// and a coordinator implements: the scene's, wherever the name ends.
    @Test func aSceneDelegateProtocolIsTheScenesPort() throws {
        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Presentation/Launches/LaunchesSceneDelegate.swift":
                "protocol LaunchesSceneDelegate: AnyObject {\n    func showDetail(id: String)\n}\n",
            "App/Presentation/Launches/LaunchesViewModel.swift":
                "final class LaunchesViewModel {\n    weak var delegate: LaunchesSceneDelegate?\n}\n",
            "App/Application/SceneDelegate.swift":
                "import UIKit\n\nfinal class SceneDelegate: UIResponder {\n    var window: UIWindow?\n}\n",
        ])
        #expect(layers["App/Presentation/Launches/LaunchesSceneDelegate.swift"] == "presentation")
        #expect(layers["App/Application/SceneDelegate.swift"] == "composition")
    }
}
