import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// `--operations …,observe` carries a stream of the entity's values from the repository to the screen: the
/// repository's `updates()`, a synchronous use case that hands the stream on, and the test doubles that drive it.
/// A single value has nothing to observe row by row, so the single shape refuses it as it refuses delete.
@Suite struct ObserveOperationTests {
    private static func rendered(
        operations: String, style: ViewModelStyleID = .observable
    ) throws -> [String: String] {
        let folder = try TemporaryDirectory()
        let scaffolder = Scaffolder(library: .shipped)
        try PlanWriter.apply(scaffolder.newPackage(named: "Demo", style: style, in: folder.url, force: false).plan)
        let outcome = try scaffolder.feature(
            FeatureRequest(name: "Orders", entity: "Order", operations: operations), module: "Demo",
            style: style, packageRoot: folder.url.appendingPathComponent("Demo"), force: false)
        return Dictionary(uniqueKeysWithValues: outcome.rendered.map { ($0.path, $0.contents) })
    }

    private static func file(_ path: String, in files: [String: String]) throws -> String {
        try #require(files[path], "\(path) was not rendered; rendered: \(files.keys.sorted())")
    }

    @Test func observeIsParsedAsAnOperationInItsPlace() throws {
        let request = try FeatureRequest(name: "Orders", operations: "load, observe,save")
        #expect(request.operations == ["load", "observe", "save"])
    }

    @Test(arguments: [ViewModelStyleID.observable, .combine, .store])
    func observeCarriesAStreamThroughTheDomainAndData(style: ViewModelStyleID) throws {
        let files = try Self.rendered(operations: "load,save,observe", style: style)
        let repository = try Self.file("Sources/DemoDomain/Orders/OrderRepository.swift", in: files)
        #expect(repository.contains("func updates() -> AsyncThrowingStream<[Order], any Error>"))
        let useCase = try Self.file("Sources/DemoDomain/Orders/ObserveOrdersUseCase.swift", in: files)
        #expect(useCase.contains("public protocol ObserveOrdersUseCase: Sendable"))
        #expect(useCase.contains("func execute() -> AsyncThrowingStream<[Order], any Error>"))
        #expect(useCase.contains("repository.updates()"))
        let tests = try Self.file("Tests/DemoDomainTests/Orders/ObserveOrdersUseCaseTests.swift", in: files)
        #expect(tests.contains("DefaultObserveOrdersUseCase(repository:"))
        let implementation = try Self.file("Sources/DemoData/Orders/DataSourceOrderRepository.swift", in: files)
        #expect(implementation.contains("public func updates() -> AsyncThrowingStream<[Order], any Error>"))
        let mocks = try Self.file("Tests/DemoTestSupport/Mocks/OrderUseCaseMocks.swift", in: files)
        #expect(mocks.contains("MockObserveOrdersUseCase: ObserveOrdersUseCase"))
        #expect(mocks.contains("nonisolated public func execute() -> AsyncThrowingStream<[Order], any Error>"))
        let mock = try Self.file("Tests/DemoTestSupport/Mocks/MockOrderRepository.swift", in: files)
        #expect(mock.contains("nonisolated public func updates() -> AsyncThrowingStream<[Order], any Error>"))
        for (path, text) in files where path.hasSuffix(".swift") {
            #expect(!text.contains("ObserveOrderUseCase"), "\(path) names the observe use case in the singular")
        }
    }

    @Test func withoutObserveNothingStreams() throws {
        let files = try Self.rendered(operations: "load,save,delete")
        #expect(files.keys.allSatisfy { !$0.contains("Observe") })
        let repository = try Self.file("Sources/DemoDomain/Orders/OrderRepository.swift", in: files)
        #expect(!repository.contains("updates()"))
    }

    /// `verify --fix` knows observe as the templates do: the observe use case gets its tests, and a repository
    /// protocol with `updates()` gets a mock that streams.
    @Test func theFixerWritesWhatAnObservingFeatureLacks() throws {
        let gaps = [
            MissingTestFixer.Gap(
                path: "Sources/DemoDomain/Orders/ObserveOrdersUseCase.swift", typeName: "DefaultObserveOrdersUseCase",
                isProtocol: false, functionNames: ["execute"], entity: "Order"),
            MissingTestFixer.Gap(
                path: "Sources/DemoDomain/Orders/OrderRepository.swift", typeName: "OrderRepository", isProtocol: true,
                functionNames: ["loadAll", "updates"], entity: "Order"),
        ]
        let plan = MissingTestFixer(library: .shipped, module: "Demo", style: .observable).plan(
            for: gaps, exists: { _ in false })
        #expect(plan.notes.isEmpty, "\(plan.notes)")
        let fixes = Dictionary(uniqueKeysWithValues: plan.fixes.map { ($0.path, $0.contents) })
        let tests = try #require(fixes["Tests/DemoDomainTests/Orders/ObserveOrdersUseCaseTests.swift"])
        #expect(tests.contains("DefaultObserveOrdersUseCase(repository:"))
        let mock = try #require(fixes["Tests/DemoTestSupport/Mocks/MockOrderRepository.swift"])
        #expect(mock.contains("func updates() -> AsyncThrowingStream<[Order], any Error>"))
    }

    @Test func theSingleShapeRefusesObserveAsItRefusesDelete() throws {
        let folder = try TemporaryDirectory()
        let scaffolder = Scaffolder(library: .shipped)
        try PlanWriter.apply(
            scaffolder.newPackage(named: "Demo", style: .observable, in: folder.url, force: false).plan)
        let root = folder.url.appendingPathComponent("Demo")
        let before = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
        #expect {
            try scaffolder.feature(
                FeatureRequest(name: "Settings", shape: "single", operations: "load,save,observe"), module: "Demo",
                style: .observable, packageRoot: root, force: false)
        } throws: { error in
            let message = String(describing: error)
            return message.contains("--shape single has no observe") && message.contains("--operations load,save")
                && !message.contains("\n")
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted() == before)
    }
}
