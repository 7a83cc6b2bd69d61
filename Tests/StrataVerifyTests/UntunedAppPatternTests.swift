import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataVerify

/// Shapes met in apps no rule was tuned on, each reproduced in a snippet of our own: what a rule
/// means decides its findings, not the names one corpus happened to use.
@Suite struct UntunedAppPatternTests {
    /// A use case's entry points are the intents it offers. A static factory that returns the use
    /// case is an initializer by another name, and an operator or a protocol witness the standard
    /// library calls (`==`, `hash(into:)`) is no intent anybody invokes.
    @Test func factoriesAndOperatorsAreNotUseCaseEntryPoints() throws {
        let code = """
            public final class LoadOrdersUseCase: Equatable, Hashable {
                private let ids: [String]

                public init(ids: [String]) {
                    self.ids = ids
                }

                public static func make() -> LoadOrdersUseCase {
                    LoadOrdersUseCase(ids: [])
                }

                public static func live(ids: [String]) -> Self {
                    .init(ids: ids)
                }

                public static func == (lhs: LoadOrdersUseCase, rhs: LoadOrdersUseCase) -> Bool {
                    lhs.ids == rhs.ids
                }

                public func hash(into hasher: inout Hasher) {
                    hasher.combine(ids)
                }

                public func execute() async throws -> [String] {
                    ids
                }

                public static func ↓cached() -> [String] {
                    []
                }

                public func ↓refresh() async {}
            }
            """
        let result = try RealAppPatternTests.check(
            "usecase-shape", files: ["App/Domain/LoadOrdersUseCase.swift": code],
            layers: [("domain", ["App/Domain/**"])])
        #expect(result.found == result.expected)
    }

    /// A data source named for the table or collection view it feeds, or built on UIKit's
    /// diffable data source, is the view's helper: it hands cells to a table, it fetches nothing.
    /// A data source of the data layer is still one.
    @Test func tableAndCollectionDataSourcesAreTheViewsHelpers() throws {
        let screen = """
            import UIKit

            final class FavoritesViewController: UIViewController {
                private var dataSource: FavoritesTableDataSource?
                private var grid: PhotosCollectionViewDataSource?
                private var diffable: OrdersDiffableDataSource?
                private let remote: ↓RemoteOrdersDataSource

                init(remote: ↓RemoteOrdersDataSource) {
                    self.remote = remote
                    super.init(nibName: nil, bundle: nil)
                }

                required init?(coder: NSCoder) { nil }
            }
            """
        let result = try RealAppPatternTests.check(
            "view-no-business-logic", files: ["App/Views/FavoritesViewController.swift": screen],
            layers: [("ui", ["App/Views/**"])])
        #expect(result.found == result.expected)

        let layers = try AdoptInferencePatternTests.adoptedLayers([
            "App/Scenes/Search/Models/FavoritesTableDataSource.swift":
                "import UIKit\n\nfinal class FavoritesTableDataSource: UITableViewDiffableDataSource<Int, String> {}\n",
            "App/Scenes/Search/Models/SearchModels.swift": "struct SearchResult {\n    let name: String\n}\n",
            "App/Scenes/Search/SearchViewController.swift":
                "import UIKit\n\nfinal class SearchViewController: UIViewController {}\n",
            "App/Data/RemoteOrdersDataSource.swift": "final class RemoteOrdersDataSource {\n    func load() {}\n}\n",
        ])
        #expect(layers["App/Scenes/Search/Models/FavoritesTableDataSource.swift"] == "ui")
        #expect(layers["App/Data/RemoteOrdersDataSource.swift"] == "data")
    }
}
