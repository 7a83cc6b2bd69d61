import Testing

@testable import StrataVerify

/// How the rules judge what a reviewer knows about code nobody tuned them to: who owns a value, what
/// a name the file declares stands for, and which code ships.
extension UnseenAppPrincipleTests {
    /// A view model read from the environment (`@EnvironmentObject`, `@Environment`) is owned by the
    /// ancestor that put it there and observed here: it is not held in a plain property.
    @Test func aViewModelReadFromTheEnvironmentIsOwnedByAnAncestor() throws {
        let code = """
            import SwiftUI

            struct CatalogueScreen: View {
                @EnvironmentObject var viewModel: CatalogueViewModel
                @Environment(ProductViewModel.self) var product
                @Environment(CartViewModel.self) private var cart: CartViewModel
                var ↓detail: DetailViewModel
                var body: some View { Text("Catalogue") }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-owns-viewmodel", files: ["App/UI/Catalogue/CatalogueScreen.swift": code], layers: Self.ui,
            style: "combine")
        #expect(result.found == result.expected)
    }

    /// A typealias the file declares (`typealias ListDataSource = UITableViewDiffableDataSource<…>`)
    /// names what it aliases: a table's diffable data source is the view's helper, not a data layer's.
    @Test func aTypealiasNamesWhatItAliases() throws {
        let code = """
            import UIKit

            private typealias ListDataSource = UITableViewDiffableDataSource<Int, String>
            private typealias RemoteSource = ↓RemoteMoviesDataSource

            final class ListViewController: UIViewController {
                private lazy var dataSource: ListDataSource = makeDataSource()
                private let remote: ↓RemoteSource

                init(remote: ↓RemoteSource) {
                    self.remote = remote
                    super.init(nibName: nil, bundle: nil)
                }

                private func makeDataSource() -> ListDataSource {
                    ListDataSource(tableView: UITableView()) { _, _, _ in UITableViewCell() }
                }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-no-business-logic", files: ["App/UI/List/ListViewController.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A file's private type that only its previews name (`private struct PreviewHelper` building a
    /// view model over a stub cache) is preview wiring, as the `#Preview` that uses it is.
    @Test func aPrivateTypeOnlyPreviewsUseIsPreviewCode() throws {
        let files = [
            "App/UI/Users/UserListView.swift": """
            import SwiftUI

            struct UserListView: View {
                let viewModel: UserListViewModel
                var body: some View { Text("Users") }
            }

            private struct Loader {
                let repository: ↓UserRepository
            }

            #Preview {
                UserListView(viewModel: PreviewHelper.viewModel)
            }

            #if DEBUG
            private struct PreviewHelper {
                static let viewModel = UserListViewModel(repository: UserRepository())
            }
            #endif
            """,
            "App/Data/UserRepository.swift": "final class UserRepository {}\n",
        ]
        let layers: [(layer: String, globs: [String])] = [("data", ["App/Data/**"]), ("ui", ["App/UI/**"])]
        let result = try RealAppPatternTests.check("view-no-business-logic", files: files, layers: layers)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A class is a view model by the view-model protocol it implements (`HomeViewModelImpl:
    /// HomeViewModel`), as by its own name; and a class named like one that only holds data (no
    /// method, no logic in its initializer or computed properties, no collaborator such as a
    /// coordinator) is a row's value, as such a struct is.
    @Test func aViewModelIsKnownByWhatItImplementsAndAValueByWhatItHolds() throws {
        let files = [
            "App/Scenes/Home/HomeViewModelImpl.swift": """
            protocol HomeViewModel: AnyObject {
                var title: String { get }
            }

            final class ↓HomeViewModelImpl: HomeViewModel {
                let title = "Home"
                func refresh() {}
            }
            """,
            "App/Scenes/Detail/DetailCoordinator.swift": "final class DetailCoordinator {\n    func start() {}\n}\n",
            "App/Scenes/Search/SearchCellViewModel.swift": """
            class SearchCellViewModel {
                var id: Int?
                var title: String?
                init(id: Int? = nil, title: String? = nil) {
                    self.id = id
                    self.title = title
                }
            }
            """,
            "App/Scenes/Profile/ProfileViewModel.swift": """
            import Combine

            final class ↓ProfileViewModel: ObservableObject {
                @Published var name: String
                init(name: String) { self.name = name }
            }

            protocol SceneModel: AnyObject {}

            extension SceneModel {
                var subscriptions: [Int] { load() }
                func load() -> [Int] { [] }
            }

            final class ↓SettingViewModel: SceneModel {
                var model: Int
                init(_ model: Int) { self.model = model }
            }

            final class ↓TotalsViewModel {
                let total: Int
                init(prices: [Int]) { total = prices.reduce(0, +) }
            }

            final class ↓DetailViewModel {
                let coordinator: DetailCoordinator
                var item: String
                init(coordinator: DetailCoordinator, item: String) {
                    self.coordinator = coordinator
                    self.item = item
                }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "viewmodel-style", files: files, layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A repository implements a storage port whatever the port is called (`GetTodosSource`, a
    /// misspelt `PosterImageRepsitoryInterface`, a data source's protocol), declared in this file
    /// or another; one implementing a use case, or nothing the project declares, implements no
    /// port.
    @Test func aRepositoryImplementsAPortWhateverThePortIsCalled() throws {
        let files = [
            "App/Domain/Ports.swift": """
            protocol GetTodosSource {
                func todos() async throws -> [String]
            }

            protocol PosterImageRepsitoryInterface {
                func poster(id: Int) async throws -> Data
            }

            protocol CartUseCase {
                func execute() async throws -> [String]
            }
            """,
            "App/Data/GetTodosRepository.swift": """
            final class GetTodosRepository: GetTodosSource {
                func todos() async throws -> [String] { [] }
            }
            """,
            "App/Data/PosterImageRepository.swift": """
            final class PosterImageRepository {
                func poster(id: Int) async throws -> Data { Data() }
            }

            extension PosterImageRepository: PosterImageRepsitoryInterface {}
            """,
            "App/Data/CartRepository.swift": """
            struct ↓CartRepository: CartUseCase {
                func execute() async throws -> [String] { [] }
            }

            final class ↓OrdersRepository: Sendable {
                func orders() async throws -> [String] { [] }
            }
            """,
        ]
        let layers: [(layer: String, globs: [String])] = [("domain", ["App/Domain/**"]), ("data", ["App/Data/**"])]
        let result = try RealAppPatternTests.check("repository-placement", files: files, layers: layers)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A class that is identified, compared or encoded (`Identifiable`, `Equatable`, `Hashable`,
    /// `Codable`) describes data a view model shows, even in a file that imports a storage framework
    /// or in the data layer; a service is none of these.
    @Test func aClassThatIsIdentifiedOrComparedIsDataNotAService() throws {
        let files = [
            "App/Domain/MenuModel.swift": """
            import Foundation
            import SwiftData

            final class MenuModel: Identifiable, Equatable {
                var id: Int
                init(id: Int) { self.id = id }
                static func == (lhs: MenuModel, rhs: MenuModel) -> Bool { lhs.id == rhs.id }
            }

            final class MenuStore {
                func save(_ menu: MenuModel) {}
            }
            """,
            "App/Data/LineItemDto.swift": """
            public final class LineItemDto: Codable {
                public let quantity: Int
            }

            public final class CartClient {
                public func send(_ item: LineItemDto) async throws {}
            }
            """,
            "App/Scenes/Menu/MenuViewModel.swift": """
            @MainActor
            final class MenuViewModel {
                var menus: [MenuModel] = []
                private let store: ↓MenuStore
                private let item: LineItemDto
                private let client: ↓CartClient
                init(store: ↓MenuStore, item: LineItemDto, client: ↓CartClient) {
                    self.store = store
                    self.item = item
                    self.client = client
                }
            }
            """,
        ]
        let layers: [(layer: String, globs: [String])] = [
            ("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]), ("presentation", ["App/Scenes/**"]),
        ]
        let result = try RealAppPatternTests.check("viewmodel-injects-use-cases", files: files, layers: layers)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A view model is named by any of the vocabulary's view-model endings (a ReactorKit
    /// `…Reactor`, a `…VM`), as viewmodel-style and test-coverage read it: a layout value stored in
    /// one is UI state there too.
    @Test func aReactorOrVMHoldsNoLayoutValues() throws {
        let code = """
            import UIKit
            import ReactorKit

            final class ImageCellReactor: Reactor {
                struct State { var url: String }
                let initialState: State
                var ↓cellHeight: CGFloat
                init(cellHeight: CGFloat, url: String) {
                    initialState = State(url: url)
                    self.cellHeight = cellHeight
                }
            }

            final class ProfileVM {
                var ↓scale: Double = 1
                var rating: Double = 4.5
            }
            """
        let result = try RealAppPatternTests.check(
            "viewmodel-no-animation-state", files: ["App/Scenes/Profile/ProfileVM.swift": code],
            layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// What needs a test is decided by role, not by folder: a repository implementation filed in
    /// domain (beside its protocol) is storage code a test must reach as one in data is; where it
    /// is filed is repository-placement's finding.
    @Test func aRepositoryFiledInDomainStillNeedsATest() throws {
        let files = [
            "App/Domain/Repository/LoginAccountRepository.swift": """
            public protocol LoginAccountRepository {
                func selectedAccount() async -> String?
            }

            struct ↓LoginAccountRepositoryImpl: LoginAccountRepository {
                let store: [String: String]
                func selectedAccount() async -> String? { store["selected"] }
            }

            struct TimelineRepositoryImpl: LoginAccountRepository {
                func selectedAccount() async -> String? { nil }
            }
            """,
            "AppTests/TimelineTests.swift": """
            final class LoginAccountRepositoryMock: LoginAccountRepository {
                func selectedAccount() async -> String? { nil }
            }

            func timelineLoads() async {
                _ = await TimelineRepositoryImpl().selectedAccount()
            }
            """,
        ]
        let layers: [(layer: String, globs: [String])] = [("domain", ["App/Domain/**"])]
        let result = try RealAppPatternTests.check("test-coverage", files: files, layers: layers)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A class that implements a row's protocol (`SearchCellViewModel: AbstractCellViewModel`) is a
    /// row's value when it only holds data: no behaviour of its own or from what it conforms to,
    /// nothing observable, no framework beyond Foundation, and no service of the project named
    /// in its file. Holding a coordinator's delegate makes it a screen's view model.
    @Test func aRowsValueImplementingAProtocolIsStillAValue() throws {
        let files = [
            "App/Scenes/Search/SearchCellViewModel.swift": """
            import Foundation

            protocol AbstractCellViewModel: AnyObject {
                var title: String? { get set }
            }

            class SearchCellViewModel: AbstractCellViewModel {
                var title: String?
                var entity: CellEntity
                init(title: String? = nil, entity: CellEntity) {
                    self.title = title
                    self.entity = entity
                }
            }
            """,
            "App/Scenes/Search/CellEntity.swift": "struct CellEntity {\n    let title: String\n}\n",
            "App/Scenes/Register/RegisterViewModel.swift": """
            import Foundation

            protocol RegisterViewModelProtocol: AnyObject {}

            protocol AuthCoordinatorDelegate: AnyObject {
                func didRegister()
            }

            final class ↓RegisterViewModel: RegisterViewModelProtocol {
                weak var delegate: AuthCoordinatorDelegate?
                init(delegate: AuthCoordinatorDelegate) { self.delegate = delegate }
            }
            """,
            "App/Scenes/Feed/FeedViewModel.swift": """
            import Combine

            protocol FeedViewModelType: AnyObject {}

            final class ↓FeedViewModel: FeedViewModelType {
                let refresh = PassthroughSubject<Void, Never>()
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "viewmodel-style", files: files, layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// Outside a view, a font built from values the code is given (`Font.custom(fontName.rawValue,
    /// size: fontSize)` in a typography style, `.system(size: size)` in a `Font` helper) defines the
    /// tokens; a literal size or font name is a design decision, and a view sizing its own font
    /// bypasses the tokens whatever the size is read from.
    @Test func aFontBuiltFromGivenValuesIsNoLiteral() throws {
        let code = """
            import SwiftUI

            struct TypographyStyle {
                let fontName: String
                let fontSize: CGFloat
                var font: Font { Font.custom(fontName, size: fontSize) }
            }

            extension Font {
                static func rounded(_ size: CGFloat) -> Font { .system(size: size, design: .rounded) }
            }

            struct TitleView: View {
                let size: CGFloat
                var body: some View {
                    VStack {
                        Text("A").font(.↓system(size: 17))
                        Text("B").font(Font.↓custom("Avenir", size: 12))
                        Text("C").font(.↓system(size: size))
                    }
                }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/UI/Title/TitleView.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }
}

extension UnseenAppPrincipleTests {
    /// A SwiftUI wrapper of a UIKit view (a `UIViewRepresentable` configuring its `UITextField`)
    /// paints a view that cannot read the SwiftUI theme, as a UIKit class does; a SwiftUI view beside
    /// it is judged.
    @Test func aRepresentablePaintsAViewThatCannotReadTheTheme() throws {
        let code = """
            import SwiftUI
            import UIKit

            struct SingleTextField: UIViewRepresentable {
                var textColor: UIColor = .black

                func makeUIView(context: Context) -> UITextField {
                    let field = UITextField()
                    field.textColor = UIColor.gray
                    field.backgroundColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
                    return field
                }

                func updateUIView(_ field: UITextField, context: Context) {}
            }

            struct FormView: View {
                var body: some View {
                    SingleTextField().background(Color.↓red)
                }
            }
            """
        let result = try RealAppPatternTests.check(
            "theme-tokens", files: ["App/UI/Form/FormView.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }
}
