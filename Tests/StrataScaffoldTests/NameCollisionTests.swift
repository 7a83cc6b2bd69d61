import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// A feature, unit or adapter whose code would declare a name Swift, Foundation, Observation,
/// Combine, SwiftUI, the package or one of its modules already declares is refused with a
/// suggestion, before anything is written.
@Suite struct NameCollisionTests {
    /// The names the review found accepted although their code does not build, plus the package's own.
    static let refused = [
        "Task", "Date", "Data", "Result", "Error", "List", "View", "Image", "String", "Type", "Store",
    ]

    private func expectRefusal(
        _ body: () throws -> Scaffolder.Outcome, name: String, declared: String? = nil, mentioning: String,
        suggestion: String? = nil
    ) {
        do {
            _ = try body()
            Issue.record("\(name) was accepted")
        } catch let error as ScaffoldError {
            guard case .nameCollision(_, let refused, let clashing, let existing, let suggested) = error else {
                Issue.record("\(name): \(error)")
                return
            }
            #expect(refused == name)
            #expect(clashing == (declared ?? name))
            #expect(existing.contains(mentioning), "\(error)")
            #expect(suggested == (suggestion ?? name + "Item"), "\(error)")
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("nothing was written"))
        } catch {
            Issue.record("\(name): \(error)")
        }
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func frameworkAndPackageNamesAreRefusedInEveryStyle(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: [])
        for name in Self.refused {
            expectRefusal(
                { try demo.featureOutcome(.init(name: name, fields: nil, operations: nil)) }, name: name,
                mentioning: name)
        }
    }

    @Test func namesDerivedFromTheChosenOneAreCheckedToo() throws {
        let demo = try DemoWalkthrough(style: .store, features: [])
        // The store style declares <Feature>State, so Load would declare a second LoadState.
        expectRefusal(
            { try demo.featureOutcome(.init(name: "Load", fields: nil, operations: nil)) }, name: "Load",
            declared: "LoadState", mentioning: "the generated package's LoadState")
    }

    @Test func aTypeAnotherFeatureDeclaresIsRefusedButRepeatingAFeatureIsNot() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [DemoWalkthrough.features[0]])
        expectRefusal(
            { try demo.featureOutcome(.init(name: "ProfileScreen", fields: nil, operations: nil)) },
            name: "ProfileScreen",
            mentioning: "Sources/DemoUI/Profile/ProfileScreen.swift")
        #expect(try demo.featureOutcome(DemoWalkthrough.features[0]).plan.isNoOp)
    }

    @Test func moduleNamesAreRefused() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        for name in ["Demo", "DemoDomain", "DemoUI", "DemoTestSupport"] {
            expectRefusal(
                { try demo.featureOutcome(.init(name: name, fields: nil, operations: nil)) }, name: name,
                mentioning: "the module \(name)")
        }
        expectRefusal(
            { try demo.featureOutcome(.init(name: "Combine", fields: nil, operations: nil)) }, name: "Combine",
            mentioning: "the module Combine")
    }

    @Test func unitsAndAdaptersAreCheckedLikeFeatures() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [DemoWalkthrough.features[0]])
        expectRefusal(
            {
                try demo.scaffolder.add(
                    .entity, named: "Color", feature: nil, fields: nil, operations: nil, module: "Demo",
                    style: .observable,
                    packageRoot: demo.packageRoot, force: false)
            }, name: "Color", mentioning: "SwiftUI's Color")
        expectRefusal(
            {
                try demo.scaffolder.adapter(
                    named: "Publisher", feature: "Profile", legacy: "combine", operations: nil, module: "Demo",
                    style: .observable, packageRoot: demo.packageRoot, force: false)
            }, name: "Publisher", mentioning: "Combine's Publisher")
    }

    /// The package's support types (LoadState, Store, Theme, TestError …) are what a feature must
    /// not redeclare, so every one a new package declares must be on the list; test suites aside.
    @Test(arguments: ViewModelStyleID.allCases)
    func everySupportTypeOfANewPackageIsReserved(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: [])
        let naming = try NameCollisions(library: .shipped, module: "Demo").naming
        let declared = try demo.files().filter { $0.key.hasSuffix(".swift") && $0.key != "Package.swift" }
            .flatMap { NameCollisions.topLevelTypeNames(in: $0.value) }.filter { !$0.hasSuffix("Tests") }
        #expect(!declared.isEmpty)
        for name in declared {
            #expect(
                naming.reservation(of: name) != nil,
                "\(name), declared by every \(style.rawValue) package, is not in naming.json")
        }
    }

    /// Helpers inside the generated tests are named so that no team's entity meets them (a `Note` helper in the
    /// store's tests once refused every `Note` feature).
    @Test(arguments: [
        "Settings", "Order", "Item", "Event", "Message", "Transaction", "Note", "Counter", "Row", "Lane",
    ])
    func everydayDomainWordsAreAccepted(name: String) throws {
        let demo = try DemoWalkthrough(style: .store, features: [])
        #expect(!(try demo.featureOutcome(.init(name: name, fields: nil, operations: nil)).plan.isNoOp))
    }
}
