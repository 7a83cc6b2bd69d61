import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// `strata add adapter` plans: which files, which legacy imports where, what the record owns,
/// what the manifest gets,
/// and what `strata feature` leaves alone.
@Suite struct AdapterScaffoldTests {
    @Test(arguments: LegacyAdapters.all)
    func anAdapterIsItsRepositoryItsTestsAndTheSharedSupport(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        let outcome = try LegacyAdapters.outcome(adapter, in: demo)
        let created = outcome.plan.changes.filter { $0.action == .create }.map(\.path).sorted()
        #expect(
            created == [
                "Sources/DemoLegacyBridge/\(adapter.feature)/\(adapter.name).swift",
                "Sources/DemoLegacyBridge/Support/LegacyCall.swift",
                "Tests/DemoDataTests/\(adapter.feature)/\(adapter.name)Tests.swift",
            ])
        #expect(
            outcome.notes.contains { $0.contains("\(adapter.feature)Composition(repository: \(adapter.name)(service:") }
        )
        #expect(outcome.plan.changes.contains { $0.path == "Package.swift" && $0.action == .modify })
    }

    /// The legacy framework is imported by the adapter and its tests only; Combine only where it exists (Apple's
    /// platforms), RxSwift always, since the manifest declares it.
    @Test(arguments: LegacyAdapters.all)
    func theLegacyImportIsGuardedAndConfined(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        let plan = try LegacyAdapters.outcome(adapter, in: demo).plan
        let module = ["rxswift": "RxSwift", "combine": "Combine", "callback": nil][adapter.legacy] ?? nil
        for change in plan.changes where change.path.hasSuffix(".swift") {
            let text = try #require(change.contents)
            let isAdapter = change.path.contains(adapter.name)
            if let module, isAdapter {
                #expect(text.hasPrefix("#if canImport(\(module))\n") == (module == "Combine"), "\(change.path)")
                #expect(text.hasSuffix("#endif\n") == (module == "Combine"), "\(change.path)")
                #expect(text.contains("import \(module)\n"), "\(change.path)")
            } else {
                for legacy in ["RxSwift", "Combine"] { #expect(!text.contains("import \(legacy)"), "\(change.path)") }
            }
        }
    }

    /// The record keeps no operations, so an adapter given none implements what the feature's repository protocol
    /// declares: an observing feature's adapter gets `updates()` without `--operations` repeating it.
    @Test(arguments: LegacyAdapters.all)
    func anAdapterWithoutOperationsImplementsWhatTheRepositoryDeclares(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        var implicit = adapter
        implicit.operations = nil
        let given = try LegacyAdapters.outcome(adapter, in: demo).plan.changes
        let derived = try LegacyAdapters.outcome(implicit, in: demo).plan.changes
        #expect(derived.map(\.path) == given.map(\.path))
        for (derivedChange, givenChange) in zip(derived, given) where derivedChange.path.hasSuffix(".swift") {
            #expect(derivedChange.contents == givenChange.contents, "\(derivedChange.path)")
        }
        let source = try #require(derived.first { $0.path.hasSuffix("/\(adapter.name).swift") }?.contents)
        #expect(source.contains("func updates()"))
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
        #expect(deleted.contains("Sources/DemoLegacyBridge/Profile/RxProfileRepository.swift"))
        #expect(deleted.contains("Tests/DemoDataTests/Profile/CombineProfileRepositoryTests.swift"))
        #expect(!deleted.contains("Sources/DemoLegacyBridge/Support/LegacyCall.swift"))
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

    /// The first adapter brings the bridge target into the package's one library; RxSwift brings its package, once, into the
    /// bridge and the data tests; Combine and callbacks need no package. The declaration stays as generated.
    @Test func theManifestGetsTheBridgeAndTheFrameworkItNeeds() throws {
        let demo = try DemoWalkthrough(style: .store)
        let generated = try demo.folder.read("Demo/Package.swift")
        let declaration = try #require(generated.components(separatedBy: "// strata:package").first)
        try LegacyAdapters.add([LegacyAdapters.all[2]], to: demo)
        var manifest = try demo.folder.read("Demo/Package.swift")
        #expect(manifest.hasPrefix(declaration))
        #expect(!manifest.contains("package.products.append("), "the README's CI names the one library's scheme")
        #expect(manifest.contains(#"targets: library.targets + ["DemoLegacyBridge"]"#))
        #expect(
            manifest.contains(
                #"package.targets.append(.target(name: "DemoLegacyBridge", dependencies: ["DemoDomain"]))"#))
        #expect(manifest.contains(#"target.dependencies.append("DemoLegacyBridge")"#))
        #expect(!manifest.contains("RxSwift"))

        try LegacyAdapters.add(LegacyAdapters.all, to: demo)
        manifest = try demo.folder.read("Demo/Package.swift")
        #expect(manifest.components(separatedBy: "package.targets.append(").count == 2, "one bridge target")
        #expect(manifest.components(separatedBy: "package.dependencies.append(").count == 2, "one RxSwift package")
        #expect(manifest.contains(#".package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")"#))
        #expect(manifest.contains(#"where ["DemoLegacyBridge", "DemoDataTests"].contains(target.name)"#))
        #expect(!manifest.contains("Combine\""))
    }

    /// The bridge belongs to the package: removing every feature keeps it, and `strata new` again still sees
    /// the manifest as its own.
    @Test func theBridgeOutlivesTheFeaturesAndKeepsTheManifestOurs() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        let again = try demo.scaffolder.newPackage(named: "Demo", style: .observable, in: demo.folder.url, force: false)
        #expect(again.plan.isNoOp)
        for feature in ["Profile", "Settings"] {
            try PlanWriter.apply(
                try demo.scaffolder.removeFeature(named: feature, packageRoot: demo.packageRoot).0.plan)
        }
        let manifest = try demo.folder.read("Demo/Package.swift")
        #expect(manifest.contains(#".product(name: "RxSwift", package: "RxSwift")"#))
        #expect(manifest.contains(#".target(name: "DemoLegacyBridge""#))
    }

    /// The service speaks its own model; a mapper the team writes is the one place it meets the entity, and the
    /// adapter's tests prove records go through it both ways and that a refused record is the feature's error.
    @Test(arguments: LegacyAdapters.all)
    func theAdapterMapsTheServicesOwnModelThroughAMapper(adapter: LegacyAdapters.Adapter) throws {
        let demo = try DemoWalkthrough(style: .observable)
        let changes = try LegacyAdapters.outcome(adapter, in: demo).plan.changes
        let source = try #require(changes.first { $0.path.hasSuffix("/\(adapter.name).swift") }?.contents)
        let entity = adapter.feature.prefix(1).lowercased() + adapter.feature.dropFirst()
        #expect(source.contains("        associatedtype Record\n"))
        #expect(source.contains("        func \(entity)(from record: Record) throws -> \(adapter.feature)\n"))
        #expect(source.contains("    public init<LegacyService: Service, LegacyMapper: Mapper>("))
        #expect(source.contains("func record(from \(entity): \(adapter.feature)) -> Record"))
        let tests = try #require(changes.first { $0.path.hasSuffix("/\(adapter.name)Tests.swift") }?.contents)
        #expect(tests.contains("func aRecordTheMapperRefusesFailsTheLoadWithInvalidData()"))
        #expect(tests.contains("func saveHandsTheMappedRecordToTheService()"))
    }
}
