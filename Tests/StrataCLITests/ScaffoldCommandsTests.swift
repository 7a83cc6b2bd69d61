import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

@Suite struct ScaffoldCommandsTests {
    /// Each test's scratch folder, removed with the suite instance.
    private let scratch: TemporaryDirectory
    private var folder: URL { scratch.url }

    init() throws {
        scratch = try TemporaryDirectory()
    }

    private func snapshot(_ url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: ["123", "class", "../x", "a/b", "", "demo"])
    func badPackageNamesAreOneLineAndExitTwo(name: String) throws {
        let run = CapturedRun(["new", name], in: folder)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.hasPrefix("error: "))
        #expect(snapshot(folder).isEmpty)
    }

    @Test func dryRunWritesNothingAndJsonDescribesThePlan() throws {
        let dry = CapturedRun(["new", "Demo", "--dry-run"], in: folder)
        #expect(dry.exitCode == .success)
        #expect(dry.output.contains("create"))
        #expect(dry.output.contains("Package.swift"))
        #expect(snapshot(folder).isEmpty)

        let json = CapturedRun(["new", "Demo", "--dry-run", "--json"], in: folder)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let changes = try #require(object?["changes"] as? [[String: Any]])
        #expect(changes.contains { $0["path"] as? String == "Package.swift" && $0["action"] as? String == "create" })
        #expect(object?["schemaVersion"] as? Int == 1)
        #expect(snapshot(folder).isEmpty)
    }

    @Test func featureDryRunDiffShowsTheRegistration() throws {
        #expect(CapturedRun(["new", "Demo"], in: folder).exitCode == .success)
        let package = folder.appendingPathComponent("Demo")
        let before = snapshot(package)
        let run = CapturedRun(["feature", "Profile", "--dry-run", "--diff"], in: package)
        #expect(run.exitCode == .success)
        #expect(run.output.contains("+    public var profile: ProfileComposition"))
        #expect(run.output.contains("+        profile = ProfileComposition(server: server)"))
        #expect(snapshot(package) == before)
    }

    @Test func secondRunSaysNothingToDo() throws {
        #expect(CapturedRun(["new", "Demo"], in: folder).exitCode == .success)
        let package = folder.appendingPathComponent("Demo")
        #expect(CapturedRun(["feature", "Profile"], in: package).exitCode == .success)
        let again = CapturedRun(["feature", "Profile"], in: package)
        #expect(again.exitCode == .success)
        #expect(again.output.hasPrefix("nothing to do"))
    }

    @Test func featureOutsideAPackageIsOneLine() throws {
        let run = CapturedRun(["feature", "Profile"], in: folder)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("no strata.json"))
        #expect(run.errorOutput.split(separator: "\n").count == 1)
    }

    @Test func removeUnknownFeatureNamesTheKnownOnes() throws {
        #expect(CapturedRun(["new", "Demo"], in: folder).exitCode == .success)
        let package = folder.appendingPathComponent("Demo")
        #expect(CapturedRun(["feature", "Profile"], in: package).exitCode == .success)
        let run = CapturedRun(["remove", "feature", "Setings"], in: package)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("Profile"))
    }
}
