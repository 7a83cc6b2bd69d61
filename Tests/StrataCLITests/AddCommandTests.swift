import Foundation
import Testing

@testable import StrataCLI

@Suite struct AddCommandTests {
    /// A new package with a Settings feature that has no delete use case; lives as long as this value.
    private struct Demo {
        let scratch: ScratchProject
        var package: URL { scratch.url.appendingPathComponent("Demo") }

        init() throws {
            scratch = try ScratchProject()
            #expect(CapturedRun(["new", "Demo"], in: scratch.url).exitCode == .success)
            #expect(
                CapturedRun(["feature", "Settings", "--operations", "load,save"], in: package).exitCode == .success)
        }
    }

    @Test func addsAUseCaseWithItsTests() throws {
        let demo = try Demo()
        for path in [
            "Sources/DemoDomain/Settings/SaveSettingsUseCase.swift",
            "Tests/DemoDomainTests/Settings/SaveSettingsUseCaseTests.swift",
        ] {
            try FileManager.default.removeItem(at: demo.package.appendingPathComponent(path))
        }
        let dry = CapturedRun(
            ["add", "usecase", "save", "--feature", "Settings", "--dry-run", "--json"], in: demo.package)
        #expect(dry.exitCode == .success, "\(dry.errorOutput)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(dry.output.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: Any]])
        let created = changes.filter { $0["action"] as? String == "create" }.compactMap { $0["path"] as? String }
        #expect(
            created == [
                "Sources/DemoDomain/Settings/SaveSettingsUseCase.swift",
                "Tests/DemoDomainTests/Settings/SaveSettingsUseCaseTests.swift",
            ])
        #expect(created.allSatisfy { !demo.scratch.exists("Demo/" + $0) })

        #expect(
            CapturedRun(["add", "usecase", "save", "--feature", "Settings"], in: demo.package).exitCode == .success)
        #expect(created.allSatisfy { demo.scratch.exists("Demo/" + $0) })
    }

    /// The help's own example on a feature generated without delete: refused with the command that works.
    @Test func aUseCaseTheFeatureWasNotGeneratedWithIsRefusedAndNothingIsWritten() throws {
        let demo = try Demo()
        let run = CapturedRun(["add", "usecase", "delete", "--feature", "Settings"], in: demo.package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(
            run.errorOutput.contains("strata feature Settings --operations load,save,delete --force"),
            "\(run.errorOutput)")
        #expect(!demo.scratch.exists("Demo/Sources/DemoDomain/Settings/DeleteSettingsUseCase.swift"))
    }

    @Test(arguments: [
        (["add", "widget", "Profile"], "usecase"),
        (["add", "usecase", "archive", "--feature", "Settings"], "delete"),
        (["add", "usecase", "save"], "--feature"),
        (["add", "viewmodel", "profile"], "Profile"),
    ])
    func badInputIsOneLineAndExitsTwo(arguments: [String], mentioned: String) throws {
        let demo = try Demo()
        let run = CapturedRun(arguments, in: demo.package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains(mentioned), "\(run.errorOutput)")
    }
}
