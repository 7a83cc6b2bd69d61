import Foundation
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// Adapters of every kind, added to the walkthrough package, must build without a warning, pass
/// their tests and lint clean. The package declares RxSwift as a package dependency of its bridge
/// target; here it resolves to a local package of the same name holding a small stand-in
/// (Tests/Fixtures/LegacyModules) that declares the few types the adapters use, as does a local
/// Combine (which Linux lacks) that the bridge is made to depend on, so `#if canImport(Combine)`
/// holds too. Nothing is fetched. Takes minutes.
@Suite(.serialized) struct AdapterBuildTests {
    private static let legacyModules = repositoryRoot.appendingPathComponent("Tests/Fixtures/LegacyModules")

    @Test func everyAdapterKindBuildsAndPassesItsTests() throws {
        let demo = try DemoWalkthrough(style: .observable)
        try LegacyAdapters.add(to: demo)
        let root = demo.packageRoot
        try useLocalLegacyModules(in: root)

        let build = try Subprocess.run(
            ["swift", "build", "--build-tests", "-Xswiftc", "-warnings-as-errors"], in: root)
        #expect(build.status == 0, "swift build failed:\n\(build.output)")
        #expect(!build.output.contains("warning:"), "\(build.output)")

        let test = try PackageTestRun(in: root)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        for adapter in LegacyAdapters.all {
            #expect(test.suitePassed("\(adapter.name)Tests"), "\(test.explain("\(adapter.name)Tests"))")
        }
        for stream in ["updatesBringTheCurrentValuesThenEachChange", "cancellingTheIterationStopsTheObservation"] {
            #expect(test.testPassed(stream), "\(test.explain(stream))")
        }
        #expect(test.notPassed.isEmpty, "\(test.notPassed.sorted())")

        let lint = try Subprocess.run(
            ["swift", "format", "lint", "--strict", "--recursive", "Sources", "Tests"], in: root)
        #expect(lint.status == 0 && lint.output.isEmpty, "swift format lint:\n\(lint.output)")
    }

    /// The README's CI runs `xcodebuild test -scheme Demo`, a scheme Xcode names after a package's only library;
    /// a second library would leave none of that name.
    @Test func theBridgeKeepsThePackageToTheOneLibraryTheReadmeSchemeNames() throws {
        let demo = try DemoWalkthrough(style: .store)
        try LegacyAdapters.add([LegacyAdapters.all[2]], to: demo)
        let readme = try demo.folder.read("Demo/README.md")
        #expect(readme.contains("xcodebuild test -scheme Demo "))

        let dump = try Subprocess.run(["swift", "package", "dump-package"], in: demo.packageRoot)
        try #require(dump.status == 0, "\(dump.output)")
        let manifest = try #require(
            JSONSerialization.jsonObject(with: Data(dump.output.utf8)) as? [String: Any])
        let products = try #require(manifest["products"] as? [[String: Any]])
        #expect(products.compactMap { $0["name"] as? String } == ["Demo"])
        let targets = products.first?["targets"] as? [String] ?? []
        #expect(targets.contains("DemoLegacyBridge"), "\(targets)")
    }

    /// Puts each stand-in module into a local package beside the generated one, points the RxSwift dependency
    /// there and adds Combine beside it wherever RxSwift is used.
    private func useLocalLegacyModules(in root: URL) throws {
        let modules = root.deletingLastPathComponent().appendingPathComponent("LegacyModules")
        for module in ["RxSwift", "Combine"] {
            let sources = modules.appendingPathComponent("\(module)/Sources/\(module)")
            try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: Self.legacyModules.appendingPathComponent("\(module)/\(module).swift"),
                to: sources.appendingPathComponent("\(module).swift"))
            let manifest = """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "\(module)",
                    products: [.library(name: "\(module)", targets: ["\(module)"])],
                    targets: [.target(name: "\(module)", swiftSettings: [.swiftLanguageMode(.v5)])]
                )

                """
            try Data(manifest.utf8).write(to: modules.appendingPathComponent("\(module)/Package.swift"))
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        var manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let remote = #".package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")"#
        let product = #".append(.product(name: "RxSwift", package: "RxSwift"))"#
        try #require(manifest.contains(remote) && manifest.contains(product), "the generated manifest changed shape")
        manifest =
            manifest.replacingOccurrences(
                of: remote, with: #".package(path: "../LegacyModules/RxSwift")"#)
            + #"package.dependencies.append(.package(path: "../LegacyModules/Combine"))"# + "\n"
        manifest = manifest.replacingOccurrences(
            of: product,
            with: #" += [.product(name: "RxSwift", package: "RxSwift"), .product(name: "Combine", package: "Combine")]"#
        )
        try Data(manifest.utf8).write(to: manifestURL)
    }
}
