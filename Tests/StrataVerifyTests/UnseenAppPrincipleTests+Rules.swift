import Testing

@testable import StrataVerify

/// How the rules that judge a type's shape or name read apps nobody tuned them to: what the type
/// is decides the judgement, not a word it shares with another library's type.
extension UnseenAppPrincipleTests {
    static let domain: [(layer: String, globs: [String])] = [("domain", ["App/Domain/**"])]
    static let ui: [(layer: String, globs: [String])] = [("ui", ["App/UI/**"])]

    /// ReactorKit's `View` protocol is adopted by UIKit view controllers and cells: such a class
    /// is no SwiftUI view, so it is not asked to be named XScreen or XView. A SwiftUI view is one
    /// whose file imports SwiftUI, or that spells `SwiftUI.View`.
    @Test func aUIKitClassAdoptingAnotherLibrarysViewIsNoSwiftUIView() throws {
        let files = [
            "App/UI/Detail/DetailViewController.swift": """
            import UIKit
            import ReactorKit

            final class DetailViewController: UIViewController, View {
                func bind(reactor: DetailReactor) {}
            }
            """,
            "App/UI/Detail/DetailTableViewCell.swift": """
            import UIKit
            import ReactorKit

            final class DetailTableViewCell: UITableViewCell, View {
                func bind(reactor: DetailCellReactor) {}
            }
            """,
            "App/UI/Detail/PosterCard.swift": """
            import SwiftUI

            struct ↓PosterCard: View {
                var body: some View { Text("Poster") }
            }

            struct ↓RatingBadge: SwiftUI.View {
                var body: some View { Text("4.5") }
            }
            """,
        ]
        let result = try RealAppPatternTests.check("ui-view-naming", files: files, layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A use case is a type named for one (`…UseCase`, however the `c` is cased: `…Usecase`); an
    /// interactor (VIPER's, or a screen's client in TCA) serves one screen with one method per
    /// intent, which is its shape, not a use case's.
    @Test func interactorsServeAScreenAndAUsecaseIsAUseCase() throws {
        let files = [
            "App/Domain/Login/LoginInteractor.swift": """
            protocol LoginInteracting {
                func setEmail(_ email: String)
                func submit() async
            }

            final class LoginInteractor: LoginInteracting {
                func setEmail(_ email: String) {}
                func setPassword(_ password: String) {}
                func submit() async {}
            }
            """,
            "App/Domain/Weather/GetWeatherUsecase.swift": """
            protocol AbstractWeatherUsecase {
                func ↓weather(for city: String) async throws -> Int
            }

            final class GetWeatherUsecase: AbstractWeatherUsecase {
                func ↓weather(for city: String) async throws -> Int { 20 }
                func ↓run() async throws -> Int { 20 }
            }
            """,
        ]
        let result = try RealAppPatternTests.check("usecase-shape", files: files, layers: Self.domain)
        #expect(result.found == result.expected)
    }

    /// RxDataSources' data sources (`RxTableViewSectionedReloadDataSource`) hand cells to the
    /// table or collection view they are named for, as UIKit's do; a data source of the data layer
    /// is still one.
    @Test func aDataSourceNamedForItsTableOrCollectionViewFeedsCells() throws {
        let code = """
            import UIKit
            import RxDataSources

            final class DetailViewController: UIViewController {
                private let rows = RxTableViewSectionedReloadDataSource<DetailSection>(configureCell: { _, _, _, _ in
                    UITableViewCell()
                })
                private let grid = RxCollectionViewSectionedAnimatedDataSource<PosterSection>(configureCell: { _, _, _, _ in
                    UICollectionViewCell()
                })
                private let remote: ↓RemoteMoviesDataSource

                init(remote: ↓RemoteMoviesDataSource) {
                    self.remote = remote
                    super.init(nibName: nil, bundle: nil)
                }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-no-business-logic", files: ["App/UI/Detail/DetailViewController.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A use-case implementation kept beside the repositories (`Data/UseCases`) that holds nothing
    /// but repositories is the domain's use case filed in data: its shape is judged as domain's.
    /// One that drives a network service, or holds nothing and calls one, is business logic in
    /// data and stays reported where it is declared.
    @Test func aUseCaseForwardingToRepositoriesIsJudgedByItsShapeWhereverItIsFiled() throws {
        let files = [
            "App/Domain/UseCases/IncomeUseCases.swift": """
            protocol GetIncomesUseCase {
                func execute() async throws -> [Int]
            }

            protocol MovieUsecaseType {
                func ↓movieDetails(id: Int) async throws -> String
            }
            """,
            "App/Data/UseCases/UseCaseImpl.swift": """
            final class GetIncomesUseCaseImpl: GetIncomesUseCase {
                private let repo: IncomeRepository
                init(repo: IncomeRepository) { self.repo = repo }
                func execute() async throws -> [Int] { try await repo.incomes() }
            }

            final class MovieUsecase: MovieUsecaseType {
                var repository: AbstractRepository
                init(repository: any MovieRepositoryProtocol) { self.repository = repository }
                func ↓movieDetails(id: Int) async throws -> String { "" }
            }
            """,
            "App/Data/Network/LoginUseCase.swift": """
            final class ↓LoginUseCase: GetIncomesUseCase {
                private let service: NetworkService
                init(service: NetworkService) { self.service = service }
                func execute() async throws -> [Int] { [] }
            }

            struct ↓CharacterListUseCase: MovieUsecaseType {
                func movieDetails(id: Int) async throws -> String { try await BaseService.request(id) }
            }
            """,
        ]
        let layers: [(layer: String, globs: [String])] = [("domain", ["App/Domain/**"]), ("data", ["App/Data/**"])]
        let result = try RealAppPatternTests.check("usecase-shape", files: files, layers: layers)
        #expect(result.found == result.expected)
    }

    /// A base protocol that only hands its refinements a dependency (`var repository: … { get }`)
    /// names no intent; its refinements declare the entry points.
    @Test func aUseCaseBaseOfPropertiesOnlyNamesNoIntent() throws {
        let code = """
            protocol AbstractUsecase: AnyObject {
                var repository: AbstractRepository { get }
            }

            protocol SearchUsecase: AbstractUsecase {
                func ↓search(text: String) async throws -> [String]
            }

            protocol ↓ProfileUseCase {
                static func live() -> Self
            }
            """
        let result = try RealAppPatternTests.check(
            "usecase-shape", files: ["App/Domain/UseCases/Bases.swift": code], layers: Self.domain)
        #expect(result.found == result.expected)
    }

    /// view-no-business-logic judges views. A file of the ui layer that neither imports a UI
    /// framework nor declares a `View` holds none (an `@Observable` store or a side-effect handler a
    /// folder put beside its screen): what it holds is a view model's business, not a view's.
    @Test func aFileWithoutAViewHoldsNoViewLogic() throws {
        let files = [
            "App/UI/History/HistoryStore.swift": """
            import Foundation
            import Observation

            @Observable
            final class HistoryStore {
                private let fetchHistory: FetchHistoryUseCase
                private let sync: SyncEngine
                init(fetchHistory: FetchHistoryUseCase, sync: SyncEngine) {
                    self.fetchHistory = fetchHistory
                    self.sync = sync
                }
            }
            """,
            "App/UI/History/HistoryScreen.swift": """
            import SwiftUI

            struct HistoryScreen: View {
                let fetchHistory: ↓FetchHistoryUseCase
                let sync: ↓SyncEngine
                var body: some View { Text("History") }
            }
            """,
            "App/UI/History/HistoryRow.swift": """
            struct HistoryRow: View {
                let sync: ↓SyncEngine
                var body: some View { Text("Row") }
            }
            """,
            "App/Data/SyncEngine.swift": "final class SyncEngine {}\n",
        ]
        let layers: [(layer: String, globs: [String])] = [("data", ["App/Data/**"]), ("ui", ["App/UI/**"])]
        let result = try RealAppPatternTests.check("view-no-business-logic", files: files, layers: layers)
        #expect(result.found == result.expected)
    }

    /// A struct's `static let standard` is a value each user copies, whether the struct declares it
    /// or an extension beside it does; a class's is one shared instance either way.
    @Test func aStructsStaticValueInAnExtensionIsAConstant() throws {
        let code = """
            struct ExchangePolicy: Sendable {
                let rate: Double
            }

            extension ExchangePolicy {
                static let standard = ExchangePolicy(rate: 1)
            }

            final class RateCache {}

            extension RateCache {
                static let ↓shared = RateCache()
            }
            """
        let result = try RealAppPatternTests.check(
            "no-singletons-in-core", files: ["App/Domain/Models/ExchangePolicy.swift": code], layers: Self.domain)
        #expect(result.found == result.expected)
    }

    /// A colour built from values the code is given (`Color(red: r, green: g, blue: b)` in a hex
    /// initializer, `Color(hex: item.tint)` from the server) converts them and hard-codes no design
    /// decision; a literal among the arguments is one.
    @Test func aColourBuiltFromGivenValuesIsNoLiteral() throws {
        let files = [
            "App/UI/Support/Color+Hex.swift": """
            import SwiftUI

            extension Color {
                init(hex: String) {
                    let value = UInt64(hex, radix: 16) ?? 0
                    let r = Double((value >> 16) & 0xFF) / 255
                    let g = Double((value >> 8) & 0xFF) / 255
                    let b = Double(value & 0xFF) / 255
                    self = Color(red: r, green: g, blue: b)
                }
            }
            """,
            "App/UI/Badge/BadgeView.swift": """
            import SwiftUI

            struct BadgeView: View {
                let tint: String
                var body: some View {
                    VStack {
                        Text("New").foregroundStyle(Color(hex: tint))
                        Text("Sale").foregroundStyle(↓Color(hex: "#FF3B30"))
                        Text("Hot").foregroundStyle(↓Color(red: 0.9, green: 0.2, blue: 0.1))
                    }
                }
            }
            """,
        ]
        let result = try RealAppPatternTests.check("theme-tokens", files: files, layers: Self.ui)
        #expect(result.found == result.expected)
    }

    /// A use case often conforms to its protocol in an extension of itself; the methods written
    /// there are its entry points as much as those of its declaration. A private helper is not one.
    @Test func aUseCasesEntryPointsInAnExtensionAreItsOwn() throws {
        let code = """
            final class CharacterUseCase {
                let repository: CharacterRepositoryProtocol
                init(repository: CharacterRepositoryProtocol) { self.repository = repository }
            }

            extension CharacterUseCase: CharacterUseCaseProtocol {
                func execute(page: Int) async throws -> [String] { try await favorites(page) }
                func ↓getFavorites() -> [String] { [] }
                private func favorites(_ page: Int) async throws -> [String] { [] }
            }
            """
        let result = try RealAppPatternTests.check(
            "usecase-shape", files: ["App/Domain/UseCases/CharacterUseCase.swift": code], layers: Self.domain)
        #expect(result.found == result.expected)
    }

    /// `…VM` is how many UIKit apps name a view model (`BaseVM`, `StartVM`): it is one, so an
    /// untested one is reported as a `…ViewModel` would be.
    @Test func aVMIsAViewModel() throws {
        let code = """
            import RxSwift

            final class ↓StartVM {
                let trigger = PublishSubject<Void>()
                func start() { trigger.onNext(()) }
            }
            """
        let result = try RealAppPatternTests.check(
            "test-coverage", files: ["App/Scenes/Start/StartVM.swift": code], layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }

    /// A file of nothing but extensions of RxSwift's own types (`extension ObservableType`,
    /// `extension Reactive where Base: UITableView`) is the app's reactive plumbing, shared by
    /// whatever uses RxSwift: it declares no view model. A view model's file, or an extension of a
    /// view model, is still judged.
    @Test func extensionsOfRxSwiftsOwnTypesAreNoViewModel() throws {
        let files = [
            "App/Scenes/Common/Rx/ObservableTypeExt.swift": """
            import RxSwift
            import RxCocoa

            extension ObservableType where Element == Bool {
                func not() -> Observable<Bool> { map(!) }
            }

            extension Reactive where Base: UITableView {
                var isEmpty: Binder<Bool> { Binder(base) { _, _ in } }
            }
            """,
            "App/Scenes/Login/LoginViewModel+Bindings.swift": """
            import ↓RxSwift

            extension LoginViewModel {
                func bind(taps: ↓Observable<Void>) {}
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "viewmodel-no-rxswift", files: files, layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }

    /// An empty subclass of a base view model has nothing of its own to test: the base's behaviour
    /// is reported at the base, which is judged itself. A subclass with behaviour of its own is.
    @Test func anEmptySubclassOfAJudgedBaseHasNothingOfItsOwnToTest() throws {
        let files = [
            "App/Scenes/Base/BaseVM.swift": """
            class ↓BaseVM {
                init() { bind() }
                func bind() {}
            }
            """,
            "App/Scenes/Detail/DetailVM.swift": "final class DetailVM: BaseVM {}\n",
            "App/Scenes/Main/MainVM.swift": """
            final class ↓MainVM: BaseVM {
                override func bind() {}
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: RealAppPatternTests.presentation)
        #expect(result.found == result.expected)
    }

    /// A view that hosts a preview (`private struct PreviewWrapper: View` holding the state a
    /// `#Preview` needs) is development wiring, as a preview double is: it names no screen or
    /// component of the app.
    @Test func aPreviewsHostViewIsNotJudgedByName() throws {
        let code = """
            import SwiftUI

            struct ↓FavouriteToggle: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("Favourite", isOn: $isOn) }
            }

            #Preview {
                PreviewWrapper()
            }

            private struct PreviewWrapper: View {
                @State private var isOn = false
                var body: some View { FavouriteToggle(isOn: $isOn) }
            }
            """
        let result = try RealAppPatternTests.check(
            "ui-view-naming", files: ["App/UI/Favourites/FavouriteToggle.swift": code], layers: Self.ui)
        #expect(result.found == result.expected)
    }
}
