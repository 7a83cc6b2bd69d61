import Foundation
import StrataTestSupport
import Testing

@testable import StrataScaffold

@Suite struct PlanWriterTests {
    @Test func writesCreatesModifiesAndDeletes() throws {
        let folder = try TemporaryDirectory()
        try folder.write("old\n", to: "b.swift")
        try folder.write("gone\n", to: "Sub/c.swift")
        let plan = ScaffoldPlan(
            packageRoot: folder.url.path,
            changes: [
                PlannedChange(
                    path: "New/Deep/a.swift", action: .create, layer: "domain", contents: "a\n", previousContents: nil),
                PlannedChange(
                    path: "b.swift", action: .modify, layer: "data", contents: "new\n", previousContents: "old\n"),
                PlannedChange(
                    path: "Sub/c.swift", action: .delete, layer: "data", contents: nil, previousContents: "gone\n"),
            ])
        try PlanWriter.apply(plan)
        #expect(try folder.read("New/Deep/a.swift") == "a\n")
        #expect(try folder.read("b.swift") == "new\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sub").path))
        #expect(folder.snapshot().keys.sorted() == ["New", "New/Deep", "New/Deep/a.swift", "b.swift"])
    }

    @Test func failureWhileStagingLeavesTreeUntouched() throws {
        let folder = try TemporaryDirectory()
        try folder.write("I am a file, not a folder\n", to: "Blocked")
        let before = folder.snapshot()
        let plan = ScaffoldPlan(
            packageRoot: folder.url.path,
            changes: [
                PlannedChange(
                    path: "Fresh/x.swift", action: .create, layer: "ui", contents: "x\n", previousContents: nil),
                PlannedChange(
                    path: "Blocked/y.swift", action: .create, layer: "ui", contents: "y\n", previousContents: nil),
            ])
        #expect(throws: ScaffoldError.self) { try PlanWriter.apply(plan) }
        #expect(folder.snapshot() == before)
    }

    @Test func failureWhileCommittingRollsBackWhatWasMoved() throws {
        let folder = try TemporaryDirectory()
        try folder.write("old\n", to: "b.swift")
        try folder.write("c\n", to: "c.swift")
        let before = folder.snapshot()
        let plan = ScaffoldPlan(
            packageRoot: folder.url.path,
            changes: [
                PlannedChange(
                    path: "a.swift", action: .create, layer: "domain", contents: "a\n", previousContents: nil),
                PlannedChange(
                    path: "b.swift", action: .modify, layer: "data", contents: "new\n", previousContents: "old\n"),
                PlannedChange(path: "c.swift", action: .delete, layer: "data", contents: nil, previousContents: "c\n"),
            ])
        // Steps: .strata, journal, two staging files, a into place, b aside, b into place, c aside.
        #expect(throws: ScaffoldError.self) { try PlanWriter.apply(plan, faults: .failing(atStep: 8)) }
        #expect(folder.snapshot() == before)
    }
}
