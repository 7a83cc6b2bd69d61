import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// A package generated before the package template gained a support file the feature templates now use gets that
/// file from `strata feature`, and a support file the team already has is theirs.
@Suite struct FeatureSupportFileTests {
    static let screenWork = "Sources/DemoPresentation/Support/ScreenWork.swift"
    static let screenWorkTests = "Tests/DemoPresentationTests/Support/ScreenWorkTests.swift"
    static let settledSearch = "Sources/DemoPresentation/Support/SettledSearch.swift"

    @Test(arguments: [
        (ViewModelStyleID.observable, [screenWork, screenWorkTests]),
        (ViewModelStyleID.combine, [screenWork, screenWorkTests, settledSearch]),
    ])
    func featureBringsBackTheSupportFilesAPackageLacks(style: ViewModelStyleID, missing: [String]) throws {
        let fresh = try DemoWalkthrough(style: style, features: [])
        let old = try DemoWalkthrough(style: style, features: [])
        for path in missing { try old.folder.remove("Demo/" + path) }
        let feature = DemoWalkthrough.features[0]

        let outcome = try old.featureOutcome(feature)

        let freshChanges = try fresh.featureOutcome(feature).plan.effectiveChanges
        let created = outcome.plan.effectiveChanges.filter { missing.contains($0.path) }
        #expect(created.map(\.path).sorted() == missing.sorted())
        #expect(created.allSatisfy { $0.action == .create })
        for change in created {
            #expect(change.contents == (try fresh.folder.read("Demo/" + change.path)), "\(change.path)")
        }
        let others = outcome.plan.effectiveChanges.filter { !missing.contains($0.path) }
        #expect(others.map(\.path) == freshChanges.map(\.path))
        #expect(others.map(\.action) == freshChanges.map(\.action))

        try PlanWriter.apply(outcome.plan)
        let record = try Scaffolder.loadRecord(at: old.packageRoot)
        for path in missing {
            let entry = record.files.first { $0.path == path }
            #expect(entry?.template == Scaffolder.packageTemplateID, "\(path)")
            #expect(entry != nil && entry?.feature == nil, "\(path)")
        }
        try PlanWriter.apply(try fresh.featureOutcome(feature).plan)
        #expect(try old.files() == fresh.files())
    }

    /// `strata add viewmodel` writes the same view model a feature does, so it needs the same support.
    @Test func addingAViewModelBringsBackTheSupportItRunsOn() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let expected = try demo.folder.read("Demo/" + Self.screenWork)
        try demo.folder.remove("Demo/" + Self.screenWork)
        let profile = DemoWalkthrough.features[0]

        let outcome = try demo.scaffolder.add(
            .viewmodel, named: profile.name, feature: nil, fields: FeatureRequest.fields(profile.fields),
            operations: FeatureRequest.operations(profile.operations), module: SamplePackage.module,
            style: demo.style, packageRoot: demo.packageRoot, force: false)

        let change = outcome.plan.changes.first { $0.path == Self.screenWork }
        #expect(change?.action == .create)
        #expect(change?.contents == expected)
    }

    @Test func anEditedSupportFileStaysAsTheTeamWroteIt() throws {
        let demo = try DemoWalkthrough(style: .combine, features: [])
        let edited = try demo.folder.read("Demo/" + Self.screenWork) + "// tuned by the team\n"
        try demo.folder.write(edited, to: "Demo/" + Self.screenWork)

        let outcome = try demo.featureOutcome(DemoWalkthrough.features[0])

        #expect(!outcome.plan.changes.contains { $0.path == Self.screenWork })
        try PlanWriter.apply(outcome.plan)
        #expect(try demo.folder.read("Demo/" + Self.screenWork) == edited)
    }

    @Test func aSupportTypeTheTeamMovedIsNotDeclaredTwice() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let moved = "Sources/DemoPresentation/Concurrency/ScreenWork.swift"
        try demo.folder.write(try demo.folder.read("Demo/" + Self.screenWork), to: "Demo/" + moved)
        try demo.folder.remove("Demo/" + Self.screenWork)

        let outcome = try demo.featureOutcome(DemoWalkthrough.features[0])

        #expect(!outcome.plan.changes.contains { $0.path == Self.screenWork })
    }

    @Test(arguments: ViewModelStyleID.allCases)
    func aFreshPackagesFeaturePlanTouchesNoPackageFile(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style, features: [])
        let packageFiles = Set(try Scaffolder.loadRecord(at: demo.packageRoot).files.map(\.path))

        let outcome = try demo.featureOutcome(DemoWalkthrough.features[0])

        // Registering the feature in the composition root is the one change to a package file.
        let touched = outcome.plan.changes.map(\.path).filter(packageFiles.contains)
        #expect(touched == ["Sources/DemoComposition/AppComposition.swift"])
    }
}
