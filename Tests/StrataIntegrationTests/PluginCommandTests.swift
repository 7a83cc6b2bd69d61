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

        try assertAnInputProblemReachesThePerson(in: folder, package: package)
        try assertBuildToolPluginReports(leak, in: folder, manifestPath: manifestPath, package: package)
    }

    /// A strata.json strata cannot read: the command shows strata's located error and ends in
    /// one sentence, never "no findings" and never the failure's fields.
    private func assertAnInputProblemReachesThePerson(in folder: TemporaryDirectory, package: URL) throws {
        let configuration = try folder.read("Demo/strata.json")
        try folder.write("{\"schemaVersion\": 1, \"layers\": ", to: "Demo/strata.json")
        defer { _ = try? folder.write(configuration, to: "Demo/strata.json") }
        let broken = try Subprocess.run(["swift", "package", "strata-verify"], in: package)
        #expect(broken.status != 0)
        #expect(broken.output.contains("strata.json:1:"), "the located problem: \(broken.output)")
        #expect(broken.output.contains("could not check the package"), "\(broken.output)")
        #expect(!broken.output.contains("no findings"), "\(broken.output)")
        #expect(!broken.output.contains("VerifyCommandFailure") && !broken.output.contains("VerifyOutcome"))
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
        try folder.write("func report() {\n    print(\"x\")\n}\n", to: "Demo/Sources/DemoDomain/Profile/Report.swift")
        let passing = try Subprocess.run(["swift", "build"], in: package)
        #expect(passing.status == 0, "\(passing.output)")
        #expect(Self.strayDiagnostics(in: passing.output).isEmpty, "\(passing.output)")

        // A project rule added with no source changed: the check runs again and fails the build.
        try folder.write(Self.noPrintRule, to: "Demo/.strata/rules.json")
        let ruled = try Subprocess.run(["swift", "build"], in: package)
        #expect(ruled.status != 0, "changing .strata/rules.json re-runs the check: \(ruled.output)")
        #expect(ruled.output.contains("[project.no-print-in-domain]"), "\(ruled.output)")
    }

    /// The compiler-style error and warning lines of a build's output other than the finding: a user
    /// reads any of them as a problem in their package, so a passing plugin build prints none.
    static func strayDiagnostics(in output: String, besides finding: String? = nil) -> [Substring] {
        output.split(separator: "\n").filter { line in
            (line.contains("error:") || line.contains("warning:")) && finding.map { !line.contains($0) } ?? true
        }
    }

    static let noPrintRule = #"""
        {
          "schemaVersion": 1,
          "rules": [
            {
              "id": "project.no-print-in-domain",
              "kind": "forbidden-call",
              "calls": ["print"],
              "layers": ["domain"],
              "severity": "error",
              "message": "domain code calls '{{call}}'; log through the Logger port",
              "rationale": "Domain code runs in tests and on servers, where print goes nowhere.",
              "examples": {
                "triggering": [
                  {"code": "func run() {\n    ↓print(\"x\")\n}\n",
                   "messages": ["domain code calls 'print'; log through the Logger port"]}
                ],
                "nonTriggering": [{"code": "func run(logger: Logger) {\n    logger.print(\"x\")\n}\n"}]
              }
            }
          ]
        }
        """#
}
