import Testing

@testable import StrataVerify

/// Which implementations test-coverage judges in real apps (issue 15): what a type conforms to
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
    /// it adopts, still does. A protocol's requirements are not behaviour.
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
            """,
        ]
        let result = try RealAppPatternTests.check(
            "test-coverage", files: files, layers: [("domain", ["App/Domain/**"]), ("presentation", ["App/Scenes/**"])])
        #expect(result.found == result.expected)
    }
}
