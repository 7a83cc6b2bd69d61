import Testing

@testable import StrataVerify

/// Which implementations test-coverage judges in real apps: what a type conforms to
/// and how its mock is made say as much as its name.
@Suite struct TestCoveragePatternTests {
    static let layers: [(layer: String, globs: [String])] = [
        ("domain", ["App/Domain/**"]), ("data", ["App/Data/**"]), ("presentation", ["App/Scenes/**"]),
    ]

    /// An implementation named for what it does (`ScoreCalculator`) is a use case because it
    /// conforms to one; a mock of its protocol in the tests does not test it. ReactorKit reactors
    /// are view models. A repository protocol whose mock a macro generates (`@Spyable`,
    /// `@Mockable`) has one, though no test file declares it.
    @Test func implementationsAreJudgedByWhatTheyConformTo() throws {
        let files = [
            "App/Domain/Score.swift": """
            protocol ScoreUseCase {
                func execute(stars: Int) -> Double
            }

            final class ↓ScoreCalculator: ScoreUseCase {
                func execute(stars: Int) -> Double { Double(stars) / 5 }
            }

            @Spyable
            protocol OrdersRepository {
                func orders() async throws -> [Int]
            }

            @Mockable
            protocol CartRepository {
                func items() async throws -> [Int]
            }

            protocol ↓FavoritesRepository {
                func ids() async throws -> [Int]
            }
            """,
            "App/Data/RemoteOrders.swift": """
            final class ↓RemoteOrders: OrdersRepository {
                func orders() async throws -> [Int] { [] }
            }
            """,
            "App/Scenes/FeedReactor.swift": """
            final class ↓FeedReactor {
                var stars = 0
                func reduce() { stars += 1 }
            }
            """,
            "AppTests/FeedTests.swift": """
            final class ScoreUseCaseMock: ScoreUseCase {
                func execute(stars: Int) -> Double { 0 }
            }

            func feedShowsScores() {
                let score = ScoreUseCaseMock()
                _ = score.execute(stars: 3)
            }
            """,
        ]
        let result = try RealAppPatternTests.check("test-coverage", files: files, layers: Self.layers)
        #expect(result.found == result.expected)
    }

    /// A type declaring no method, initializer or computed property anywhere (a row value of
    /// stored fields, an empty scene use case) has no behaviour for a test to exercise; one
    /// whose behaviour sits in an extension in another file, or in the extension of a protocol
    /// it adopts, still does, unless a test adopts that protocol and exercises it there. A
    /// protocol's requirements are not behaviour.
    @Test func typesWithoutBehaviourNeedNoTest() throws {
        let files = [
            "App/Scenes/Rows.swift": """
            struct PaddingRowViewModel {
                let height: Double
            }

            struct ↓PriceRowViewModel {
                let price: Double
                var text: String { "\\(price) €" }
            }

            final class ↓ListViewModel {
                var rows: [PriceRowViewModel] = []
            }
            """,
            "App/Scenes/ListViewModel+Loading.swift": """
            extension ListViewModel {
                func load() { rows = [] }
            }
            """,
            "App/Domain/MainUseCase.swift": """
            protocol MainUseCaseType {
                func start()
            }

            struct MainUseCase: MainUseCaseType {}

            protocol LoggingIn {}

            extension LoggingIn {
                func logIn(name: String) -> Bool { !name.isEmpty }
            }

            struct ↓LoginUseCase: LoggingIn {}

            protocol SigningUp {}

            extension SigningUp {
                func signUp(name: String) -> Bool { name.count > 2 }
            }

            struct SignUpUseCase: SigningUp {}
            """,
            "AppTests/SigningUpTests.swift": """
            final class SigningUpTests: SigningUp {
                func testShortNamesFail() { assert(!signUp(name: "a")) }
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**"])])
        #expect(result.found == result.expected)
    }

    /// Row values whose only code copies and converts their inputs (an initializer assigning
    /// fields, wrapping a value in a type, a computed `id` returning a field) have no logic to
    /// test; formatting in an initializer (a call, interpolation) or a condition is logic.
    @Test func plumbingIsNoBehaviour() throws {
        let files = [
            "App/Scenes/Rows.swift": """
            struct BookRowViewModel {
                let title: String
                let cover: URL?
                let index: Int

                init(book: Book, index: Int) {
                    self.title = book.title
                    self.cover = URL(string: book.coverPath)
                    self.index = index
                }
            }

            extension BookRowViewModel: Identifiable {
                var id: Int { index }
            }

            struct BadgeRowViewModel {
                let icon: Icon?

                init(data: Data?) {
                    icon = data.map { Icon(data: $0) }
                }
            }

            struct ↓PriceRowViewModel {
                let priceText: String

                init(price: Double) {
                    priceText = formatted(price: price)
                }
            }

            struct ↓AuthorRowViewModel {
                let name: String

                init(author: Author) {
                    name = author.isAnonymous ? "—" : author.name
                }
            }

            struct ↓DateRowViewModel {
                let day: String

                init(date: Date) {
                    day = date.shortText()
                }
            }
            """
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("presentation", ["App/Scenes/**"])])
        #expect(result.found == result.expected)
    }

    /// A protocol Sourcery is asked to mock (`// sourcery: AutoMockable` above it, or an
    /// `AutoMockable` conformance) has its mock generated into the test target; a mock kept in
    /// the sources that tests use is a mock too.
    @Test func generatedAndSourceMocksCount() throws {
        let files = [
            "App/Domain/Ports.swift": """
            // sourcery: AutoMockable
            protocol BooksRepository {
                func books() async throws -> [Int]
            }

            protocol AuthorsRepository: AutoMockable {
                func authors() async throws -> [Int]
            }

            protocol ShelvesRepository {
                func shelves() async throws -> [Int]
            }

            // Shelves come from the network.
            protocol ↓LoansRepository {
                func loans() async throws -> [Int]
            }
            """,
            "App/Data/MockShelvesRepository.swift": """
            struct MockShelvesRepository: ShelvesRepository {
                func shelves() async throws -> [Int] { [1] }
            }
            """,
            "AppTests/ShelvesTests.swift": """
            func shelvesLoad() async throws {
                let repository = MockShelvesRepository()
                _ = try await repository.shelves()
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("domain", ["App/Domain/**"]), ("data", ["App/Data/**"])])
        #expect(result.found == result.expected)
    }

    /// A use case a test reaches through another's default argument is exercised: the test
    /// builds the outer use case without that argument. One whose default the test replaces
    /// with a mock is not.
    @Test func defaultArgumentsTheTestLeavesOutAreExercised() throws {
        let files = [
            "App/Domain/Search.swift": """
            protocol ParseQueryUseCase {
                func execute(text: String) -> [String]
            }

            struct ParseQueryUseCaseImpl: ParseQueryUseCase {
                func execute(text: String) -> [String] { text.split(separator: " ").map(String.init) }
            }

            protocol RankUseCase {
                func execute(words: [String]) -> [String]
            }

            struct ↓RankUseCaseImpl: RankUseCase {
                func execute(words: [String]) -> [String] { words.sorted() }
            }

            struct SearchUseCase {
                private let parse: any ParseQueryUseCase
                private let rank: any RankUseCase

                init(parse: any ParseQueryUseCase = ParseQueryUseCaseImpl(), rank: any RankUseCase = RankUseCaseImpl()) {
                    self.parse = parse
                    self.rank = rank
                }

                func execute(text: String) -> [String] { rank.execute(words: parse.execute(text: text)) }
            }
            """,
            "AppTests/SearchTests.swift": """
            struct RankStub: RankUseCase {
                func execute(words: [String]) -> [String] { words }
            }

            func searchSplitsWords() {
                let search = SearchUseCase(rank: RankStub())
                _ = search.execute(text: "a b")
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("domain", ["App/Domain/**"])])
        #expect(result.found == result.expected)
    }

    /// Two modules declaring a view model of the same name: a test importing one module tests
    /// that module's view model only.
    @Test func sameNamedTypesCountForTheModuleTheTestImports() throws {
        let files = [
            "Feed/Feed/FeedViewModel.swift": """
            final class FeedViewModel {
                var items: [Int] = []
                func load() { items = [1] }
            }
            """,
            "FeedSwiftUI/FeedSwiftUI/FeedViewModel.swift": """
            final class ↓FeedViewModel {
                var items: [Int] = []
                func load() { items = [1] }
            }
            """,
            "Feed/FeedTests/FeedViewModelTests.swift": """
            @testable import Feed

            func feedLoads() {
                let viewModel = FeedViewModel()
                viewModel.load()
            }
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files,
            layers: [("presentation", ["Feed/Feed/**", "FeedSwiftUI/FeedSwiftUI/**"])])
        #expect(result.found == result.expected)
    }

    /// An acceptance test resolving a view model from the app's container exercises what the
    /// container's factory builds for it, through the container's DI properties; what the test
    /// does not reach, reaches on a type it never names, or what a method builds without
    /// returning it (a row value on the way to a string), is still untested.
    @Test func factoriesAndDIPropertiesTheTestsReachAreExercised() throws {
        let result = try RealAppPatternTests.check(
            "test-coverage", files: Self.checkoutApp, layers: Self.checkoutLayers)
        #expect(result.found == result.expected)
    }

    /// A run on part of the project judges it against the tests outside that part: the factory a
    /// test in `AppTests` reaches still tests what it builds when only `App` is checked (sources
    /// keep the factories of the types tests name, so the tests are read first, wherever they are).
    @Test func aPartialRunFollowsFactoriesTheProjectsTestsReach() throws {
        let result = try RealAppPatternTests.check(
            "test-coverage", files: Self.checkoutApp, layers: Self.checkoutLayers, checking: "App")
        #expect(result.found == result.expected)
        #expect(result.found.count == 3)
    }

    static let checkoutLayers: [(layer: String, globs: [String])] = [
        ("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**"]), ("composition", ["App/Composition/**"]),
    ]

    static let checkoutApp: [String: String] = [
        "App/Domain/Checkout.swift": """
        protocol PlaceOrderUseCase {
            func execute(items: [Int]) async throws -> Int
        }

        struct PlaceOrderService: PlaceOrderUseCase {
            func execute(items: [Int]) async throws -> Int { items.reduce(0, +) }
        }

        struct ↓RefundService: PlaceOrderUseCase {
            func execute(items: [Int]) async throws -> Int { -items.reduce(0, +) }
        }

        struct ↓GiftService: PlaceOrderUseCase {
            func execute(items: [Int]) async throws -> Int { 0 }
        }
        """,
        "App/Scenes/CheckoutViewModel.swift": """
        final class CheckoutViewModel {
            private let placeOrder: any PlaceOrderUseCase
            init(placeOrder: any PlaceOrderUseCase) { self.placeOrder = placeOrder }
            func pay() async throws -> Int { try await placeOrder.execute(items: [1]) }
            func summary() -> String { ReceiptRowViewModel(total: 1).text }
        }

        struct ↓ReceiptRowViewModel {
            let total: Int
            var text: String { "\\(total) €" }
        }
        """,
        "App/Composition/AppContainer.swift": """
        final class AppContainer {
            lazy var placeOrder: any PlaceOrderUseCase = PlaceOrderService()

            func makeCheckoutViewModel() -> CheckoutViewModel {
                CheckoutViewModel(placeOrder: placeOrder)
            }

            func makeRefundUseCase() -> any PlaceOrderUseCase { RefundService() }
        }

        final class GiftContainer {
            func makeCheckoutViewModel() -> CheckoutViewModel {
                CheckoutViewModel(placeOrder: GiftService())
            }
        }
        """,
        "AppTests/CheckoutAcceptanceTests.swift": """
        func checkoutPays() async throws {
            let viewModel: CheckoutViewModel = AppContainer().makeCheckoutViewModel()
            _ = try await viewModel.pay()
            _ = viewModel.summary()
        }
        """,
    ]
}
