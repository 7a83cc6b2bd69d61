import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Patterns found in public apps Strata never generated, each reproduced in a small
/// snippet of our own: the verifier must point at the marked places of one rule and nowhere else.
@Suite struct RealAppPatternTests {
    /// Verifies `files` (path → marked source) with the layers given as globs, or inferred when
    /// nil, and returns `rule`'s findings and the marked places as `path:line:column`.
    static func check(
        _ rule: String, files: [String: String], layers: [(layer: String, globs: [String])]?,
        names: NamingVocabulary = .defaults, style: String? = nil, checking folder: String? = nil
    ) throws -> (found: [String], expected: [String]) {
        let root = try TemporaryDirectory()
        let expected = try writeMarked(files, to: root)
        let request = VerifyRequest(
            projectRoot: root.path, paths: [folder.map { root.path + "/" + $0 } ?? root.path],
            workingDirectory: root.path,
            configuration: layers.map {
                var configuration = ProjectConfiguration(layers: $0)
                configuration.names = names
                configuration.style = style
                return configuration
            },
            reportedRules: [rule])
        let findings = try VerifyEngine(knowledge: TestKnowledge.shared).run(request).report.findings
        return (findings.map { "\($0.file):\($0.line):\($0.column)" }.sorted(), expected.sorted())
    }

    /// Writes `files` (path → marked source) under `root` without their marks and returns the
    /// marked places as `path:line:column`.
    static func writeMarked(_ files: [String: String], to root: TemporaryDirectory) throws -> [String] {
        var expected: [String] = []
        for (path, marked) in files {
            let source = MarkedText(marked)
            try root.write(source.text, to: path)
            expected += source.positions.map { "\(path):\($0.line):\($0.column)" }
        }
        return expected
    }

    static let presentation: [(layer: String, globs: [String])] = [("presentation", ["App/Scenes/**"])]

    @Test func rxSwiftBeyondTypesAndSubscriptionsIsFound() throws {
        let code = """
            import ↓RxSwift
            import ↓RxCocoa

            final class CartViewModel {
                private let total = ↓BehaviorRelay<Int>(value: 0)
                private let failures = ↓ErrorTracker()

                func bind(taps: ↓Driver<Void>) -> ↓Driver<Int> {
                    let start = ↓Driver.merge(taps, taps)
                    return start
                        .↓withLatestFrom(total.↓asDriver())
                        .↓do(onNext: { [total] in total.↓accept($0 + 1) })
                        .↓trackError(failures)
                        .↓asDriverOnErrorJustComplete()
                }

                func first() -> ↓Observable<Int> {
                    Observable.↓concat(.↓just(1), .↓just(2))
                }
            }
            """
        let result = try Self.check(
            "viewmodel-no-rxswift", files: ["App/Scenes/Cart/CartViewModel.swift": code], layers: Self.presentation)
        #expect(result.found == result.expected)
    }

    /// Libraries built on RxSwift declare constructs whose names are common words; they count
    /// only where the library is imported.
    @Test func rxLibraryConformancesAndWrappersCountWhereTheLibraryIsImported() throws {
        let withLibraries = """
            import ↓ReactorKit
            import ↓MGArchitecture

            final class FeedReactor: ↓Reactor {
                ↓@Property var isLoading = false
            }

            struct FeedViewModel: ↓ViewModel {}
            """
        let ownProtocol = """
            import ↓RxSwift

            protocol ViewModel {}
            struct ProfileViewModel: ViewModel {
                @Property var title = ""
            }
            """
        let result = try Self.check(
            "viewmodel-no-rxswift",
            files: [
                "App/Scenes/Feed/FeedReactor.swift": withLibraries,
                "App/Scenes/Profile/ProfileViewModel.swift": ownProtocol,
            ],
            layers: Self.presentation)
        #expect(result.found == result.expected)
    }

    /// An app's own listener box named `Observable`, or a Combine bag named `DisposeBag`, is not
    /// RxSwift: without an RxSwift import the names cannot be RxSwift's.
    @Test func appTypesNamedLikeRxSwiftAreNotRxSwift() throws {
        let box = """
            import Foundation

            final class Observable<Value> {
                var value: Value
                init(_ value: Value) { self.value = value }
            }

            final class SearchViewModel {
                let query = Observable("")
                let results: Observable<[String]> = Observable([])
                let bag = DisposeBag()
            }
            """
        let result = try Self.check(
            "viewmodel-no-rxswift", files: ["App/Scenes/Search/SearchViewModel.swift": box], layers: Self.presentation)
        #expect(result.found.isEmpty)
        #expect(result.expected.isEmpty)
    }

    @Test func composableArchitectureEffectsSendsAndDependenciesAreFound() throws {
        let feature = """
            import ↓ComposableArchitecture
            import ↓Dependencies

            ↓@Reducer
            struct TimerFeature {
                ↓@Dependency(\\.clock) var clock

                var body: some ↓ReducerOf<Self> {
                    ↓Reduce { state, action in
                        .↓run { send in await send(.tick) }
                    }
                }
            }
            """
        let view = """
            import ↓Dependencies

            struct TimerRow {
                ↓@Dependency(\\.date) var date
            }
            """
        let result = try Self.check(
            "viewmodel-no-tca",
            files: ["App/Scenes/Timer/TimerFeature.swift": feature, "App/Views/TimerRow.swift": view],
            layers: [("presentation", ["App/Scenes/**"]), ("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)
    }

    /// One target, no imports between layers: the project's own declarations tell which layer a
    /// name belongs to. Names declared in several layers, names a framework the file imports also
    /// declares (see CrossLayerPatternTests) and repository protocols (judged where they are
    /// declared and stored) are not reported here; a domain file importing no SwiftUI that names
    /// `Image` names data's typealias.
    @Test func typesNamedAcrossLayersAreCheckedWithoutImports() throws {
        let files = [
            "App/Domain/Order.swift": """
            struct Order {
                let lines: [↓OrderLineDTO]
                let picture: ↓Image
            }
            """,
            "App/Domain/LoadOrdersUseCase.swift": """
            protocol LoadOrdersUseCase {
                func execute() async throws -> [Order]
            }
            """,
            "App/Data/OrderLineDTO.swift": """
            import UIKit

            typealias Image = UIImage
            struct OrderLineDTO: Decodable { let sku: String }
            protocol OrdersRepository {}
            """,
            "App/Scenes/OrdersViewModel.swift": """
            final class OrdersViewModel {
                private let coordinator: ↓OrdersCoordinator
                private let repository: any OrdersRepository
                private let load: any LoadOrdersUseCase

                init(coordinator: ↓OrdersCoordinator, repository: any OrdersRepository, load: any LoadOrdersUseCase) {
                    self.coordinator = coordinator
                    self.repository = repository
                    self.load = load
                }
            }
            """,
            "App/Views/OrdersView.swift": """
            import SwiftUI

            struct OrdersView: View {
                let viewModel: OrdersViewModel
                var body: some View { Image(systemName: "cart") }
            }
            """,
            "App/Composition/OrdersCoordinator.swift": """
            final class OrdersCoordinator {
                func start() -> OrdersView { OrdersView(viewModel: OrdersViewModel(coordinator: self, repository: Stub(), load: Stub())) }
            }
            """,
        ]
        let result = try Self.check(
            "layer-dependency", files: files,
            layers: [
                ("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]), ("presentation", ["App/Scenes/**"]),
                ("ui", ["App/Views/**"]), ("composition", ["App/Composition/**"]),
            ])
        // The data file's UIKit import is the one finding besides the marked names.
        #expect(result.found == (result.expected + ["App/Data/OrderLineDTO.swift:1:8"]).sorted())
    }

    static let domainAndData: [(layer: String, globs: [String])] = [
        ("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]),
    ]

    /// Repositories spelled `…RepositoryProtocol` and `…Gateway`, use cases spelled
    /// `…UseCaseType`, and a conformance written in an extension.
    @Test func repositoryAndUseCaseNamesVaryAndConformanceMayBeInAnExtension() throws {
        let files = [
            "App/Data/OrdersGateway.swift": """
            protocol ↓OrdersGatewayType {
                func orders() async throws -> [String]
            }

            final class OrdersGateway {}

            extension OrdersGateway: OrdersGatewayType {
                func orders() async throws -> [String] { [] }
            }

            final class ↓CartRepositoryImpl {}
            """,
            "App/Domain/PlaceOrderUseCase.swift": """
            protocol PlaceOrderUseCaseType {
                func execute() async throws
                func ↓validate() -> Bool
            }
            """,
        ]
        let placement = try Self.check("repository-placement", files: files, layers: Self.domainAndData)
        #expect(placement.found == placement.expected.filter { $0.hasPrefix("App/Data/") })
        let shape = try Self.check("usecase-shape", files: files, layers: Self.domainAndData)
        #expect(shape.found == shape.expected.filter { $0.hasPrefix("App/Domain/") })
    }

    @Test func viewModelsHoldingRepositoriesUnderOtherNamesAreFound() throws {
        let code = """
            final class OrdersViewModel {
                private let orders: any ↓OrdersRepositoryProtocol
                private let cache: ↓OrdersDataStore
                @Dependency(\\.itemsRepository) var ↓itemsRepository
                @Dependency(\\.clock) var clock

                init(orders: any ↓OrdersRepositoryProtocol, cache: ↓OrdersDataStore) {
                    self.orders = orders
                    self.cache = cache
                }
            }
            """
        let result = try Self.check(
            "viewmodel-injects-use-cases", files: ["App/Scenes/OrdersViewModel.swift": code], layers: Self.presentation)
        #expect(result.found == result.expected)
    }

    /// strata.json's `names` replaces a role's default endings: a team whose repositories are
    /// `…Store`s gets them judged, and `…Gateway` is then an ordinary name.
    @Test func configuredNamesReplaceTheDefaults() throws {
        let code = """
            protocol ↓OrdersStore {}
            protocol OrdersGateway {}
            """
        var names = NamingVocabulary.defaults
        names.repository = ["Store"]
        let result = try Self.check(
            "repository-placement", files: ["App/Scenes/OrdersStore.swift": code], layers: Self.presentation,
            names: names)
        #expect(result.found == result.expected)
    }

    /// Row values and preview doubles named `…ViewModel` are not screens' view models; a struct
    /// view model with behaviour still is.
    @Test func rowValuesAndPreviewDoublesAreNotJudgedAsViewModels() throws {
        let code = """
            struct CartRowViewModel {
                let title: String
                var subtitle: String { title.uppercased() }
            }

            final class StubCartViewModel {}

            struct ↓CartViewModel {
                func transform(_ input: Int) -> Int { input }
            }

            struct ↓CheckoutViewModel {
                let total: Int
            }

            extension CheckoutViewModel {
                func transform(_ input: Int) -> Int { input + total }
            }
            """
        let result = try Self.check(
            "viewmodel-style", files: ["App/Scenes/Cart.swift": code], layers: Self.presentation)
        // Each struct view model with behaviour lacks both @MainActor and @Observable: two findings at its name.
        #expect(Set(result.found) == Set(result.expected))
        #expect(!result.found.isEmpty)
    }

    /// A card screen's view model that drives its own animation: layout
    /// numbers, a transform, a transaction, and `withAnimation` in a method and an extension.
    /// Its business numbers, and the view that animates, stay quiet.
    @Test func animationStateAndAnimatingCallsInViewModelsAreFound() throws {
        let viewModel = """
            import SwiftUI

            @MainActor
            final class CardDeckViewModel: ObservableObject {
                @Published var cards: [Card] = []
                @Published var price: Double = 0
                @Published var latitude: Double?
                @Published var downloadProgress: Double = 0
                @Published var ↓dragOffset: CGSize = .zero
                @Published var ↓topCardScale: Float = 1
                @Published var ↓bottomInset: Double?
                @Published var ↓cardTransform: CGAffineTransform = .identity
                private var ↓springAnimation: Animation = .spring(response: 0.3)

                func swipe() {
                    ↓withAnimation(springAnimation) { cards.removeFirst() }
                }
            }

            extension CardDeckViewModel {
                func reset() {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    ↓withTransaction(transaction) { cards = [] }
                }
            }
            """
        let view = """
            import SwiftUI

            struct CardDeckView: View {
                @StateObject var viewModel: CardDeckViewModel
                @State private var offset: CGFloat = 0

                var body: some View {
                    Button("Swipe") { withAnimation { viewModel.swipe() } }
                        .offset(x: offset)
                }
            }
            """
        let result = try Self.check(
            "viewmodel-no-animation-state",
            files: ["App/Scenes/Deck/CardDeckViewModel.swift": viewModel, "App/Views/CardDeckView.swift": view],
            layers: Self.presentation + [("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)
    }
}
