import Foundation
import StrataKnowledge
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

@testable import StrataScaffold

@Suite struct ScaffolderTests {
    @Test func repeatingACommandChangesNothing() throws {
        let demo = try DemoWalkthrough(style: .observable)
        let before = demo.folder.snapshot()
        for feature in DemoWalkthrough.features {
            #expect(try demo.featureOutcome(feature).plan.isNoOp, "\(feature.name)")
        }
        let again = try demo.scaffolder.newPackage(named: "Demo", style: .observable, in: demo.folder.url, force: false)
        #expect(again.plan.isNoOp)
        #expect(demo.folder.snapshot() == before)
    }

    @Test func removingAFeatureRightAfterAddingItRestoresEveryByte() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [DemoWalkthrough.features[0]])
        let before = demo.folder.snapshot()
        try demo.add(DemoWalkthrough.features[1])
        #expect(demo.folder.snapshot() != before)
        let (outcome, kept) = try demo.scaffolder.removeFeature(named: "Settings", packageRoot: demo.packageRoot)
        #expect(kept.isEmpty)
        try PlanWriter.apply(outcome.plan)
        #expect(demo.folder.snapshot() == before)
    }

    @Test func removalKeepsAndNamesHandEditedFiles() throws {
        let demo = try DemoWalkthrough(style: .observable)
        let edited = "Sources/DemoDomain/Settings/Settings.swift"
        try demo.folder.write(try demo.folder.read("Demo/" + edited) + "// a person was here\n", to: "Demo/" + edited)
        let (outcome, kept) = try demo.scaffolder.removeFeature(named: "Settings", packageRoot: demo.packageRoot)
        #expect(kept == [edited])
        #expect(!outcome.plan.changes.contains { $0.path == edited })
        try PlanWriter.apply(outcome.plan)
        #expect(FileManager.default.fileExists(atPath: demo.packageRoot.appendingPathComponent(edited).path))
        let composition = try demo.folder.read("Demo/Sources/DemoComposition/AppComposition.swift")
        #expect(!composition.contains("SettingsComposition"))
        #expect(composition.contains("ProfileComposition"))
    }

    @Test func conflictsAreAllListedAndNothingIsWritten() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        try demo.folder.write("// mine\n", to: "Demo/Sources/DemoDomain/Profile/Profile.swift")
        try demo.folder.write("// mine too\n", to: "Demo/Sources/DemoUI/Profile/ProfileScreen.swift")
        let before = demo.folder.snapshot()
        #expect(
            throws: ScaffoldError.conflicts(paths: [
                "Sources/DemoDomain/Profile/Profile.swift", "Sources/DemoUI/Profile/ProfileScreen.swift",
            ])
        ) {
            try demo.featureOutcome(DemoWalkthrough.features[0])
        }
        #expect(demo.folder.snapshot() == before)
        let forced = try demo.featureOutcome(DemoWalkthrough.features[0], force: true)
        #expect(
            forced.plan.effectiveChanges.contains {
                $0.path == "Sources/DemoDomain/Profile/Profile.swift" && $0.action == .modify
            })
    }

    @Test func missingMarkerIsReportedWithTheSnippetToPaste() throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let path = "Demo/Sources/DemoComposition/AppComposition.swift"
        let withoutMarker = try demo.folder.read(path).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(CompositionRoot.marker) }.joined(separator: "\n")
        try demo.folder.write(withoutMarker, to: path)
        let outcome = try demo.featureOutcome(DemoWalkthrough.features[0])
        #expect(outcome.notes.count == 1)
        #expect(outcome.notes[0].contains("public var profile: ProfileComposition"))
        #expect(!outcome.plan.changes.contains { $0.path.hasSuffix("AppComposition.swift") && $0.action != .unchanged })
    }

    @Test(arguments: ["123", "class", "../x", "a/b", "", "profile", "Pro file"])
    func badFeatureNamesAreRefused(name: String) throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        let before = demo.folder.snapshot()
        #expect(throws: (any Error).self) {
            try demo.featureOutcome(.init(name: name, fields: nil, operations: nil))
        }
        #expect(demo.folder.snapshot() == before)
    }

    @Test(arguments: [
        ("name:String", "no id field"),
        ("id:UUID,when:NSDate", "NSDate"),
        ("id:UUID,class:String", "class"),
    ])
    func badFieldsAreRefused(fields: String, mentioned: String) throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        #expect {
            try demo.featureOutcome(.init(name: "Profile", fields: fields, operations: nil))
        } throws: { error in
            String(describing: error).contains(mentioned)
        }
    }

    @Test(arguments: ["save,delete", "load,archive"])
    func unsupportedOperationsAreRefused(operations: String) throws {
        let demo = try DemoWalkthrough(style: .observable, features: [])
        #expect(throws: (any Error).self) {
            try demo.featureOutcome(.init(name: "Profile", fields: nil, operations: operations))
        }
    }

    /// What lets the suite scaffold each walkthrough once and hand out copies.
    @Test func generationIsDeterministic() throws {
        let first = try DemoWalkthrough(scaffoldingAfresh: .combine).files()
        let second = try DemoWalkthrough(scaffoldingAfresh: .combine).files()
        #expect(first == second)
    }
}
