import Foundation
import StrataTestSupport
import Testing
@testable import StrataCLI

/// A package that depends on Strata by path runs Strata's SwiftPM command plugins, as a team
/// would from its own package or from Xcode. Slow: SwiftPM builds Strata inside that package.
@Suite(.serialized) struct PluginCommandTests {
    @Test func dependentPackageRunsFeatureAndVerifyPlugins() throws {
        let folder = try TemporaryDirectory()
        #expect(CapturedRun(["new", "Demo"], in: folder.url).exitCode == .success)
        let package = folder.url.appendingPathComponent("Demo")
        let manifestPath = "Demo/Package.swift"
        let manifest = try folder.read(manifestPath)
        let dependency = "    dependencies: [.package(path: \"\(repositoryRoot.path)\")],\n    targets: ["
        try folder.write(manifest.replacingOccurrences(of: "    targets: [", with: dependency), to: manifestPath)

        let feature = try Subprocess.run(
            ["swift", "package", "--allow-writing-to-package-directory", "strata-feature", "Profile", "--fields", "id:UUID,name:String"],
            in: package)
        #expect(feature.status == 0, "\(feature.output)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/DemoDomain/Profile/Profile.swift").path))

        let verify = try Subprocess.run(["swift", "package", "strata-verify"], in: package)
        #expect(verify.status == 0, "\(verify.output)")
        #expect(verify.output.contains("No findings"))

        try folder.write("import SwiftUI\n", to: "Demo/Sources/DemoDomain/Profile/Leak.swift")
        let failing = try Subprocess.run(["swift", "package", "strata-verify"], in: package)
        #expect(failing.status != 0)
        #expect(failing.output.contains("domain-purity"))
    }
}
