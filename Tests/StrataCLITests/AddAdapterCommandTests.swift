import Foundation
import Testing

@testable import StrataCLI

/// `strata add adapter` from the command line: files written into a package made by
/// `strata new` and `strata feature`, the bridge target in its manifest, how to wire the adapter,
/// and one-line errors.
@Suite struct AddAdapterCommandTests {
    private func package() throws -> ScratchProject {
        let project = try ScratchProject()
        #expect(CapturedRun(["new", "Demo"], in: project.url).exitCode == .success)
        let package = project.url.appendingPathComponent("Demo")
        #expect(CapturedRun(["feature", "Settings", "--operations", "load,save"], in: package).exitCode == .success)
        return project
    }

    @Test func writesTheAdapterItsTestsAndTheSupportThenSaysHowToWireIt() throws {
        let project = try package()
        let run = CapturedRun(
            [
                "add", "adapter", "RxSettingsRepository", "--feature", "Settings", "--legacy", "rxswift",
                "--operations", "load,save",
            ],
            in: project.url.appendingPathComponent("Demo"))
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let adapter = try project.read("Demo/Sources/DemoLegacyBridge/Settings/RxSettingsRepository.swift")
        #expect(adapter.contains("public struct RxSettingsRepository: SettingsRepository {"))
        #expect(adapter.contains("func loadAll() -> Single<[Record]>") && !adapter.contains("func delete"))
        #expect(project.exists("Demo/Tests/DemoDataTests/Settings/RxSettingsRepositoryTests.swift"))
        #expect(project.exists("Demo/Sources/DemoLegacyBridge/Support/LegacyCall.swift"))
        #expect(try project.read("Demo/Package.swift").contains(#".product(name: "RxSwift", package: "RxSwift")"#))
        #expect(
            run.errorOutput.contains(
                "SettingsComposition(repository: RxSettingsRepository(service: <the service>, mapper: <its RxSettingsRepository.Mapper>))\n"
            ))
    }

    /// A single-shape feature's repository loads one value, which the adapter templates do not speak: refused in one
    /// line with exit 2, nothing written.
    @Test func anAdapterForASingleShapeFeatureIsRefused() throws {
        let project = try package()
        let folder = project.url.appendingPathComponent("Demo")
        #expect(CapturedRun(["feature", "Preferences", "--shape", "single"], in: folder).exitCode == .success)
        let before = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]
        let run = CapturedRun(
            ["add", "adapter", "RxPreferencesRepository", "--feature", "Preferences", "--legacy", "rxswift"], in: folder
        )
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("Preferences was generated with --shape single"), "\(run.errorOutput)")
        #expect(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] == before)
    }

    @Test(arguments: [
        (
            ["add", "adapter", "RxRepository", "--feature", "Profile", "--legacy", "rxswift"],
            "no generated feature named 'Profile'"
        ),
        (["add", "adapter", "RxRepository", "--feature", "Settings"], "needs --feature <Feature> and --legacy"),
        (
            ["add", "adapter", "RxRepository", "--feature", "Settings", "--legacy", "rxjava"],
            "'rxjava' is not a valid value for '--legacy'"
        ),
        (
            ["add", "adapter", "rxRepository", "--feature", "Settings", "--legacy", "rxswift"],
            "must start with an uppercase letter"
        ),
        (["add"], "strata add"),
    ])
    func badInputIsOneLineExitTwoAndWritesNothing(arguments: [String], message: String) throws {
        let project = try package()
        let folder = project.url.appendingPathComponent("Demo")
        let before = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String]
        let run = CapturedRun(arguments, in: folder)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains(message), "\(run.errorOutput)")
        #expect(FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] == before)
    }
}
