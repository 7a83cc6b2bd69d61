import Foundation
import StrataKnowledge
import StrataScaffold
import StrataTestSupport
import Testing

/// Adapters of every kind, added to the walkthrough package, must build without a warning, pass
/// their tests and lint clean. The RxSwift and Combine forms compile against small local modules
/// named RxSwift and Combine (Tests/Fixtures/LegacyModules) that declare the few types the
/// adapters use, so `#if canImport(…)` holds without any package dependency. Takes minutes.
@Suite(.serialized) struct AdapterBuildTests {
    private static let legacyModules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/LegacyModules")

    @Test func everyAdapterKindBuildsAndPassesItsTests() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        let root = demo.packageRoot
        try addLegacyModules(to: root)

        let build = try Subprocess.run(["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let test = try Subprocess.run(["swift", "test", "--skip-build"], in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        for adapter in LegacyAdapters.all {
            #expect(test.output.contains("Suite \(adapter.name)Tests passed"), "\(adapter.name)Tests did not run:\n\(test.output)")
        }
        #expect(!test.output.contains("✘"))

        let lint = try Subprocess.run(["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests"], in: root)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }

    /// Copies the stand-in modules into the package and makes the data layer and its tests depend on them.
    private func addLegacyModules(to root: URL) throws {
        for module in ["RxSwift", "Combine"] {
            let target = root.appendingPathComponent("Sources/\(module)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.legacyModules.appendingPathComponent("\(module)/\(module).swift"),
                to: target.appendingPathComponent("\(module).swift"))
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let data = #".target(name: "DemoData", dependencies: ["DemoDomain"]),"#
        let dataTests = #"dependencies: ["DemoData", "DemoDomain", "DemoTestSupport"]"#
        try #require(manifest.contains(data) && manifest.contains(dataTests), "the generated manifest changed shape")
        manifest = manifest.replacingOccurrences(
            of: data,
            with: #".target(name: "RxSwift"), .target(name: "Combine"), "#
                + #".target(name: "DemoData", dependencies: ["DemoDomain", "RxSwift", "Combine"]),"#)
        manifest = manifest.replacingOccurrences(of: dataTests, with: #"dependencies: ["DemoData", "DemoDomain", "DemoTestSupport", "RxSwift", "Combine"]"#)
        try Data(manifest.utf8).write(to: manifestURL)
    }
}
