import Foundation
import StrataKnowledge
import StrataTestSupport
import Testing
@testable import StrataScaffold

/// `strata add adapter` plans: which files, which legacy imports where, what the record owns,
/// and what `strata feature` leaves alone.
@Suite struct AdapterScaffoldTests {
    @Test(arguments: LegacyAdapters.all)
    func anAdapterIsItsRepositoryItsTestsAndTheSharedSupport(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        let outcome = try LegacyAdapters.outcome(adapter, in: demo)
        let created = outcome.plan.changes.filter { $0.action == .create }.map(\.path).sorted()
        #expect(created == [
            "Sources/DemoData/\(adapter.feature)/\(adapter.name).swift", "Sources/DemoData/Support/LegacyCall.swift",
            "Tests/DemoDataTests/\(adapter.feature)/\(adapter.name)Tests.swift",
        ])
        #expect(outcome.notes.contains { $0.contains("\(adapter.feature)Composition(repository: \(adapter.name)(service:") })
    }

    /// The legacy framework is imported by the adapter and its tests only, and only where it exists.
    @Test(arguments: LegacyAdapters.all)
    func theLegacyImportIsGuardedAndConfined(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        let plan = try LegacyAdapters.outcome(adapter, in: demo).plan
        let module = ["rxswift": "RxSwift", "combine": "Combine", "callback": nil][adapter.legacy] ?? nil
        for change in plan.changes where change.path.hasSuffix(".swift") {
            let text = try #require(change.contents)
            let isAdapter = change.path.contains(adapter.name)
            if let module, isAdapter {
                #expect(text.hasPrefix("#if canImport(\(module))\n"), "\(change.path)")
                #expect(text.hasSuffix("#endif\n") && text.contains("\nimport \(module)\n"), "\(change.path)")
            } else {
                for legacy in ["RxSwift", "Combine"] { #expect(!text.contains("import \(legacy)"), "\(change.path)") }
            }
        }
    }

    @Test func anAdapterNeedsAGeneratedFeature() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        #expect(throws: ScaffoldError.unknownFeature(name: "Profile", known: [])) {
            try LegacyAdapters.outcome(LegacyAdapters.all[0], in: demo)
        }
    }

    @Test func featuresDoNotPickUpTheAdapterTemplates() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let files = try demo.featureOutcome(DemoWalkthrough.features[0]).plan.changes.map(\.path)
        #expect(!files.contains { $0.contains("Legacy") || $0.contains("Adapter") })
    }

    /// The shared support belongs to the package: taking a feature out takes its adapters but
    /// leaves the support another feature's adapter still uses.
    @Test func removingAFeatureTakesItsAdaptersAndKeepsTheSharedSupport() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        let (outcome, _) = try demo.scaffolder.removeFeature(named: "Profile", packageRoot: demo.packageRoot)
        let deleted = outcome.plan.changes.filter { $0.action == .delete }.map(\.path)
        #expect(deleted.contains("Sources/DemoData/Profile/RxProfileRepository.swift"))
        #expect(deleted.contains("Tests/DemoDataTests/Profile/CombineProfileRepositoryTests.swift"))
        #expect(!deleted.contains("Sources/DemoData/Support/LegacyCall.swift"))
        #expect(!deleted.contains { $0.contains("Settings") })
    }

    @Test func addingTheSameAdapterAgainChangesNothing() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        for adapter in LegacyAdapters.all {
            #expect(try LegacyAdapters.outcome(adapter, in: demo).plan.isNoOp, "\(adapter.name)")
        }
    }

    @Test func anUnknownLegacyKindIsRefused() throws {
        let demo = try DemoWalkthrough(style: .observable)
        var adapter = LegacyAdapters.all[0]
        adapter.legacy = "rxjava"
        #expect(throws: KnowledgeErrors.self) {
            try LegacyAdapters.outcome(adapter, in: demo)
        }
    }
}
