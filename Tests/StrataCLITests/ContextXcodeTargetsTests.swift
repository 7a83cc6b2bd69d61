import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// `strata context` on an Xcode project with no Package.swift describes its targets as verify
/// reads them: each target's layer, and each layer's framework as that layer's module.
@Suite struct ContextXcodeTargetsTests {
    /// The CocoaPods fixture: an App target, a Domain framework and its tests; strata.json as
    /// `init --adopt` writes it, without `modules`, so only the project file names the Domain framework.
    @Test func theBundleNamesEachTargetsLayerAndTheDomainFramework() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods"), as: "App")
        try folder.write(
            """
            {
              "schemaVersion": 1,
              "module": "Shop",
              "layers": { "composition": ["App/**"], "domain": ["Domain/**"] },
              "tests": ["DomainTests/**"]
            }

            """, to: "App/strata.json")
        let run = CapturedRun(["context", "--agents", "agents"], in: folder.url("App"))
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let agents = try String(contentsOf: folder.url("App/AGENTS.md"), encoding: .utf8)
        #expect(agents.contains("| Domain | `Domain` | `Domain/**` |"), "the framework, not `ShopDomain`")
        #expect(agents.contains("| Data | `ShopData` |"), "a layer with no framework keeps the pattern's name")
        #expect(
            agents.contains(
                "- `App` (app): Composition\n- `Domain` (framework): Domain\n- `DomainTests` (tests): Tests"))
        let context = try String(contentsOf: folder.url("App/context.json"), encoding: .utf8)
        #expect(context.contains("\"xcodeTargets\""))
        #expect(CapturedRun(["context", "--check"], in: folder.url("App")).exitCode == .success)
    }

    /// A Swift package's bundle has no Xcode section, though an example app's project sits inside it.
    @Test func aSwiftPackageHasNoXcodeTargetsSection() throws {
        let folder = try TemporaryDirectory(
            copyingFolder: repositoryRoot.appendingPathComponent("Tests/Fixtures/Xcode/CocoaPods"), as: "App")
        try folder.write(
            "{\n  \"schemaVersion\": 1,\n  \"module\": \"Shop\"\n}\n", to: "App/strata.json")
        try folder.write(
            "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(name: \"Shop\")\n",
            to: "App/Package.swift")
        let run = CapturedRun(["context", "--agents", "agents"], in: folder.url("App"))
        #expect(run.exitCode == .success, "\(run.errorOutput)")
        let agents = try String(contentsOf: folder.url("App/AGENTS.md"), encoding: .utf8)
        #expect(!agents.contains("## Xcode targets"))
        #expect(agents.contains("| Domain | `ShopDomain` |"))
    }
}
