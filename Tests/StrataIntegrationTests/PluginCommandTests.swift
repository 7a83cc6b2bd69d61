import Foundation
import StrataCore
import StrataScaffold
import StrataScaffoldTestSupport
import StrataTestSupport
import Testing

/// A package that depends on Strata by path uses Strata's SwiftPM plugins, as a team would from
/// its own package or from Xcode: the feature and verify commands, and the build-tool plugin that
/// verifies a target on every build. Slow: SwiftPM builds Strata inside that package, once for
/// all three.
@Suite(.serialized) struct PluginCommandTests {
    @Test func dependentPackageRunsTheCommandAndBuildToolPlugins() throws {
        let folder = try DemoWalkthrough(style: .observable, features: []).folder
        let package = folder.url.appendingPathComponent("Demo")
        let manifestPath = "Demo/Package.swift"
        let manifest = try folder.read(manifestPath)
        // The package's own `targets:` argument, at the start of a line; the library product's `targets:` is
        // indented further.
        let dependency = "\n    dependencies: [.package(path: \"\(repositoryRoot.path)\")],\n    targets: ["
        try folder.write(manifest.replacingOccurrences(of: "\n    targets: [", with: dependency), to: manifestPath)

        let feature = try Subprocess.run(
            [
                "swift", "package", "--allow-writing-to-package-directory", "strata-feature", "Profile", "--fields",
                "id:UUID,name:String",
            ],
            in: package)
        #expect(feature.status == 0, "\(feature.output)")
        #expect(Self.strayDiagnostics(in: feature.output).isEmpty, "\(feature.output)")
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/DemoDomain/Profile/Profile.swift").path))

        let verify = try Subprocess.run(["swift", "package", "strata-verify"], in: package)
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains("strata verify: no findings"), "\(verify.output)")

        try folder.write("import SwiftUI\n", to: "Demo/Sources/DemoDomain/Profile/Leak.swift")
        let leak = package.appendingPathComponent("Sources/DemoDomain/Profile/Leak.swift").standardizedFileURL.path
        let failing = try Subprocess.run(["swift", "package", "strata-verify"], in: package)
        #expect(failing.status != 0)
        #expect(
            failing.output.contains("error: \(leak):1:8: Domain imports 'SwiftUI'"),
            "a plugin diagnostic naming the place: \(failing.output)")

        let otherTarget = try Subprocess.run(["swift", "package", "strata-verify", "--target", "DemoUI"], in: package)
        #expect(otherTarget.status == 0, "--target checks only that target's sources: \(otherTarget.output)")
        let leakingTarget = try Subprocess.run(
            ["swift", "package", "strata-verify", "--target", "DemoDomain"], in: package)
        #expect(leakingTarget.status != 0)
        #expect(leakingTarget.output.contains("domain-purity"))

        try assertBuildToolPluginReports(leak, in: folder, manifestPath: manifestPath, package: package)
    }

    /// The build-tool plugin on the Domain target: the leak fails `swift build` with a compiler-style
    /// line at the absolute path; removing it makes the build pass again.
    private func assertBuildToolPluginReports(
        _ leak: String, in folder: TemporaryDirectory, manifestPath: String, package: URL
    ) throws {
        let manifest = try folder.read(manifestPath)
        let domainTarget = ".target(name: \"DemoDomain\")"
        try #require(manifest.contains(domainTarget), "the generated manifest declares the Domain target as expected")
        // SwiftPM names a path dependency after its folder, whatever the clone is called.
        let strata = repositoryRoot.lastPathComponent
        let withPlugin =
            ".target(name: \"DemoDomain\", plugins: [.plugin(name: \"StrataBuildTool\", package: \"\(strata)\")])"
        try folder.write(manifest.replacingOccurrences(of: domainTarget, with: withPlugin), to: manifestPath)

        let failing = try Subprocess.run(["swift", "build"], in: package)
        #expect(failing.status != 0, "an architecture error fails the build")
        let finding = "\(leak):1:8: error: Domain imports 'SwiftUI'; only Foundation is allowed [domain-purity]"
        #expect(failing.output.contains(finding), "\(failing.output)")
        #expect(Self.strayDiagnostics(in: failing.output, besides: finding).isEmpty, "\(failing.output)")

        try FileManager.default.removeItem(atPath: leak)
        let passing = try Subprocess.run(["swift", "build"], in: package)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(Self.strayDiagnostics(in: passing.output).isEmpty, "\(passing.output)")
    }

    /// The compiler-style error and warning lines of a build's output other than the finding: a user
    /// reads any of them as a problem in their package, so a passing plugin build prints none.
    static func strayDiagnostics(in output: String, besides finding: String? = nil) -> [Substring] {
        output.split(separator: "\n").filter { line in
            (line.contains("error:") || line.contains("warning:")) && finding.map { !line.contains($0) } ?? true
        }
    }
}
