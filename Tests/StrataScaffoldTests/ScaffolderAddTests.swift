import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import Testing

@testable import StrataScaffold

/// `strata add`: one unit and its tests, recorded under its feature.
@Suite struct ScaffolderAddTests {
    /// Adds with the fields and operations the walkthrough generated the feature with, as a
    /// user adding to an existing feature passes them.
    private func add(
        _ unit: Scaffolder.Unit, _ name: String, feature: String? = nil, in demo: DemoWalkthrough
    ) throws -> Scaffolder.Outcome {
        let generated = DemoWalkthrough.features.first { $0.name == (feature ?? name) }
        return try demo.scaffolder.add(
            unit, named: name, feature: feature, fields: FeatureRequest.fields(generated?.fields),
            operations: FeatureRequest.operations(generated?.operations),
            module: SamplePackage.module, style: demo.style, packageRoot: demo.packageRoot, force: false)
    }

    private func created(_ outcome: Scaffolder.Outcome) -> [String] {
        outcome.plan.effectiveChanges.filter { $0.action == .create }.map(\.path)
    }

    @Test func addsAUseCaseAndItsTestsToAFeatureAndRemovalTakesThemOut() throws {
        let demo = try DemoWalkthrough(style: .observable)
        for path in [
            "Sources/DemoDomain/Settings/SaveSettingsUseCase.swift",
            "Tests/DemoDomainTests/Settings/SaveSettingsUseCaseTests.swift",
        ] {
            try FileManager.default.removeItem(at: demo.packageRoot.appendingPathComponent(path))
        }
        let outcome = try add(.usecase, "save", feature: "Settings", in: demo)
        #expect(
            created(outcome) == [
                "Sources/DemoDomain/Settings/SaveSettingsUseCase.swift",
                "Tests/DemoDomainTests/Settings/SaveSettingsUseCaseTests.swift",
            ])
        // The record already lists the files the feature was generated with, so only they change.
        #expect(outcome.plan.effectiveChanges.map(\.path).sorted() == created(outcome))
        try PlanWriter.apply(outcome.plan)
        let record = try Scaffolder.loadRecord(at: demo.packageRoot)
        for path in created(outcome) {
            #expect(record.files.first { $0.path == path }?.feature == "Settings", "\(path)")
        }
        let (removal, _) = try demo.scaffolder.removeFeature(named: "Settings", packageRoot: demo.packageRoot)
        #expect(Set(created(outcome)).isSubset(of: removal.plan.changes.filter { $0.action == .delete }.map(\.path)))
    }

    /// Settings was generated with --shape single: one value, whose repository has no delete and never will, so
    /// the refusal names no command that would regenerate it (without --shape, a list) and nothing is planned.
    @Test(arguments: ViewModelStyleID.allCases)
    func aDeleteUseCaseForASingleValueIsRefusedWithoutARegenerateCommand(style: ViewModelStyleID) throws {
        let demo = try DemoWalkthrough(style: style)
        let expected = ScaffoldError.operationNotInFeatureShape(
            feature: "Settings", shape: "single", operation: "delete")
        #expect(throws: expected) { try add(.usecase, "delete", feature: "Settings", in: demo) }
        #expect(!expected.description.contains("strata feature Settings"))
        #expect(!expected.description.contains("\n"))
    }

    /// Orders was generated as a form of Order without delete: its repository, mocks, view model and wiring have
    /// no delete, so a lone delete use case would not build. The error names the command that regenerates the
    /// feature with the operation, and that its entity and shape must be passed again.
    @Test(arguments: ViewModelStyleID.allCases)
    func aUseCaseForAnOperationTheFeatureLacksIsRefusedWithTheCommandThatWorks(style: ViewModelStyleID) throws {
        let orders = SamplePackage.Feature(
            name: "Orders", entity: "Order", shape: "form", fields: "id:UUID,title:String", operations: "load,save")
        let demo = try DemoWalkthrough(style: style, features: [orders])
        let expected = ScaffoldError.operationMissingFromFeature(
            feature: "Orders", operation: "delete", operations: ["load", "save"])
        #expect(throws: expected) { try add(.usecase, "delete", feature: "Orders", in: demo) }
        #expect(expected.description.contains("strata feature Orders --operations load,save,delete --force"))
        #expect(expected.description.contains("--entity, --shape and --fields it was created with"))
        #expect(!expected.description.contains("\n"))
    }

    /// A use case calls its feature's repository: for a feature nobody generated and no repository the package
    /// declares, it would not build, so it is refused; a repository written by hand is enough.
    @Test func aUseCaseForAFeatureThatDoesNotExistIsRefused() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [DemoWalkthrough.features[0]])
        #expect(throws: ScaffoldError.unknownFeature(name: "Missing", known: ["Profile"])) {
            try add(.usecase, "delete", feature: "Missing", in: demo)
        }
        let handWritten = demo.packageRoot.appendingPathComponent("Sources/DemoDomain/Notes/NoteRepository.swift")
        try FileManager.default.createDirectory(
            at: handWritten.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("public protocol NoteRepository: Sendable {}\n".utf8).write(to: handWritten)
        let outcome = try add(.usecase, "delete", feature: "Note", in: demo)
        #expect(created(outcome).contains("Sources/DemoDomain/Note/DeleteNoteUseCase.swift"))
    }

    /// A feature grown unit by unit has no generated use cases to compare with, so any operation goes.
    @Test func aFeatureWithoutGeneratedUseCasesTakesAnyOperation() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        try PlanWriter.apply(add(.repository, "Profile", in: demo).plan)
        let outcome = try add(.usecase, "delete", feature: "Profile", in: demo)
        #expect(created(outcome).contains("Sources/DemoDomain/Profile/DeleteProfileUseCase.swift"))
    }

    @Test func useCaseNamesAreTheOperationsTheTemplateDeclares() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let declared =
            try TemplatePackage.load(id: "use-case", from: .shipped).metadata.variables
            .first { $0.name == Scaffolder.perOperationVariable }?.choices ?? []
        #expect(!declared.isEmpty)
        #expect(throws: ScaffoldError.unknownOperation(name: "archive", choices: declared)) {
            try add(.usecase, "archive", feature: "Profile", in: demo)
        }
        #expect(throws: ScaffoldError.missingFeature(unit: "usecase")) { try add(.usecase, "save", in: demo) }
    }

    @Test func otherUnitsAreNamedAfterTheirFeature() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        #expect(throws: ScaffoldError.unitNamedAfterFeature(unit: "viewmodel", name: "Editor", feature: "Profile")) {
            try add(.viewmodel, "Editor", feature: "Profile", in: demo)
        }
        let outcome = try add(.viewmodel, "Profile", feature: "Profile", in: demo)
        // The view model's save(draft) needs the draft the form edits, so the unit brings it and its tests; Profile
        // observes, so its view model's observing tests come too.
        #expect(
            created(outcome) == [
                "Sources/DemoPresentation/Profile/ProfileDraft.swift",
                "Sources/DemoPresentation/Profile/ProfileError+Message.swift",
                "Sources/DemoPresentation/Profile/ProfileViewModel.swift",
                "Tests/DemoPresentationTests/Profile/ProfileDraftTests.swift",
                "Tests/DemoPresentationTests/Profile/ProfileViewModelPreviewTests.swift",
                "Tests/DemoPresentationTests/Profile/ProfileViewModelTests+Observing.swift",
                "Tests/DemoPresentationTests/Profile/ProfileViewModelTests.swift",
            ])
    }

    @Test func aRepositoryComesWithItsImplementationItsDataSourceAndTests() throws {
        let demo = try DemoWalkthrough(style: .observable)
        let implementation = "Sources/DemoData/Profile/DataSourceProfileRepository.swift"
        let dataSource = "Sources/DemoData/Profile/RemoteProfileDataSource.swift"
        for path in [implementation, dataSource] {
            try FileManager.default.removeItem(at: demo.packageRoot.appendingPathComponent(path))
        }
        let outcome = try add(.repository, "Profile", in: demo)
        #expect(created(outcome).sorted() == [implementation, dataSource])
        let unchanged = outcome.plan.changes.filter { $0.action == .unchanged }.map(\.path)
        #expect(unchanged.contains("Sources/DemoDomain/Profile/ProfileRepository.swift"))
        #expect(unchanged.contains("Sources/DemoData/Profile/ProfileDTO.swift"))
        #expect(unchanged.contains("Tests/DemoDataTests/Profile/DataSourceProfileRepositoryTests.swift"))
        #expect(unchanged.contains("Tests/DemoDataTests/Profile/RemoteProfileDataSourceTests.swift"))
    }

    @Test func anEditedUnitIsAConflict() throws {
        let demo = try DemoWalkthrough(style: .observable)
        let path = "Sources/DemoUI/Profile/ProfileScreen.swift"
        try demo.folder.write(try demo.folder.read("Demo/" + path) + "// ours\n", to: "Demo/" + path)
        #expect(throws: ScaffoldError.conflicts(paths: [path])) { try add(.screen, "Profile", in: demo) }
        #expect(try add(.entity, "Profile", in: demo).plan.isNoOp)
    }
}
