import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// An MVVM view model keeps its intents and their mapping to use cases; the concurrency behind them — the load
/// generation, the reads tied to the screen, the writes that outlive it, the optimistic delete, the failure titles,
/// the cancellation test — lives once in the package's `ScreenWork`, tested once by its own generated tests.
@Suite struct ViewModelWorkTests {
    /// `strata new Shop --style <style>`, then `strata feature Products`: a list feature with the default fields and
    /// operations.
    private static func rendered(style: ViewModelStyleID, operations: String? = nil) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        let scaffolder = Scaffolder(library: .shipped)
        let package = try scaffolder.newPackage(named: "Shop", style: style, in: folder.url, force: false)
        try PlanWriter.apply(package.plan)
        let feature = try scaffolder.feature(
            try FeatureRequest(name: "Products", operations: operations), module: "Shop", style: style,
            packageRoot: folder.url.appendingPathComponent("Shop"), force: false)
        let files = package.rendered + feature.rendered
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { $1 })
    }

    /// Every combination of operations a list feature can have: load alone, and each of save, delete and observe
    /// with it, up to all four (in the combine style with its search).
    static let operationCombinations: [String] = {
        let optional = ["save", "delete", "observe"]
        return (0..<(1 << optional.count)).map { mask in
            (["load"] + optional.enumerated().filter { mask & (1 << $0.offset) != 0 }.map(\.element))
                .joined(separator: ",")
        }
    }()

    @Test(arguments: [ViewModelStyleID.observable, .combine], operationCombinations)
    func aListFeaturesViewModelFitsInNinetyLines(style: ViewModelStyleID, operations: String) throws {
        let files = try Self.rendered(style: style, operations: operations)
        let viewModel = try #require(files["Sources/ShopPresentation/Products/ProductsViewModel.swift"])
        let lines = viewModel.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 90, "ProductsViewModel.swift has \(lines) lines with \(operations)")
    }

    @Test(arguments: [ViewModelStyleID.observable, .combine])
    func theConcurrencyLivesInOneSupportTypeWithItsOwnTests(style: ViewModelStyleID) throws {
        let files = try Self.rendered(style: style)
        let work = try #require(files["Sources/ShopPresentation/Support/ScreenWork.swift"])
        let tests = try #require(files["Tests/ShopPresentationTests/Support/ScreenWorkTests.swift"])
        #expect(tests.contains("ScreenWork<"))
        let viewModel = try #require(files["Sources/ShopPresentation/Products/ProductsViewModel.swift"])
        #expect(viewModel.contains("ScreenWork<["))
        for machinery in ["loadGeneration", "isCancellation", "Couldn't", "pendingEdits", "CancellationError"] {
            #expect(!viewModel.contains(machinery), "the view model still holds \(machinery)")
            #expect(work.contains(machinery), "ScreenWork lacks \(machinery)")
        }
        for gone in ["runningWork", "deletesInFlight", "putBack", "removeRow"] {
            #expect(!viewModel.contains(gone), "the view model still holds \(gone)")
        }
    }

    /// The store style centralizes its effects in `Store` already; it gets no second mechanism.
    @Test func theStoreStyleHasNoScreenWork() throws {
        let files = try Self.rendered(style: .store)
        #expect(files.keys.filter { $0.contains("ScreenWork") }.isEmpty)
    }
}
