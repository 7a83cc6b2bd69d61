import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata feature` and `strata add` with a name that collides with a framework or package type:
/// one line naming the clash and a free name, exit 2, and the package left exactly as it was.
@Suite struct ReservedNameCommandTests {
    private func package(style: String) throws -> (folder: TemporaryDirectory, root: URL) {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo", "--style", style], in: folder.url).exitCode == .success)
        return (folder, folder.url.appendingPathComponent("Demo"))
    }

    private func contents(_ root: URL) -> [String: Data] {
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String]) ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.map {
                ($0, FileManager.default.contents(atPath: root.appendingPathComponent($0).path) ?? Data())
            })
    }

    @Test(arguments: [
        ("Task", "observable"), ("Date", "combine"), ("Store", "store"), ("Image", "observable"), ("Result", "store"),
    ])
    func aCollidingFeatureNameExitsTwoWithASuggestionAndWritesNothing(name: String, style: String) throws {
        let (temporary, root) = try package(style: style)
        defer { withExtendedLifetime(temporary) {} }
        let before = contents(root)
        let run = CapturedRun(["feature", name], in: root)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.split(separator: "\n").count == 1, "\(run.errorOutput)")
        #expect(run.errorOutput.contains("feature name '\(name)' collides with"), "\(run.errorOutput)")
        #expect(run.errorOutput.contains("e.g. '\(name)Item'"), "\(run.errorOutput)")
        #expect(contents(root) == before)
    }

    @Test func aCollidingEntityUnitIsRefusedTheSameWay() throws {
        let (temporary, root) = try package(style: "observable")
        defer { withExtendedLifetime(temporary) {} }
        let before = contents(root)
        let run = CapturedRun(["add", "entity", "Color"], in: root)
        #expect(run.exitCode == .usageError)
        #expect(run.errorOutput.contains("entity name 'Color' collides with SwiftUI's Color"), "\(run.errorOutput)")
        #expect(contents(root) == before)
    }

    @Test func settingsAndOrderAreAccepted() throws {
        let (temporary, root) = try package(style: "store")
        defer { withExtendedLifetime(temporary) {} }
        #expect(CapturedRun(["feature", "Settings", "--operations", "load,save"], in: root).exitCode == .success)
        #expect(CapturedRun(["feature", "Order"], in: root).exitCode == .success)
    }
}
