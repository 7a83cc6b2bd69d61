import Foundation
import StrataTestSupport
import Testing

@testable import StrataCLI

/// One policy for every option that writes a file (`--output`, `--write-baseline`,
/// `--build-stamp`): inside the project or the working folder, never in `.git/`, never over a file
/// that is not the same kind of Strata output. A typo or a hostile script must not replace
/// strata.json, Package.swift or git's configuration and hooks.
@Suite struct HostileOutputTests {
    typealias Sandbox = HostileWriteTests.Sandbox

    static func prepareGit(_ sandbox: Sandbox) throws {
        try FileManager.default.createDirectory(
            at: sandbox.package.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        try "[core]\n\tbare = false\n".write(
            to: sandbox.package.appendingPathComponent(".git/config"), atomically: true, encoding: .utf8)
    }

    @Test(arguments: [
        ["--output", "strata.json"], ["--output", "Package.swift"],
        ["--output", "Sources/DemoDomain/Profile/Profile.swift"],
        ["--build-stamp", "strata.json"], ["--build-stamp", "Package.swift"], ["--build-stamp", ".git/config"],
        ["--build-stamp", ".git/hooks/post-checkout"], ["--build-stamp", "../outside/keep.swift"],
        ["--write-baseline", "../outside/baseline.json"], ["--write-baseline", ".git/config"],
        ["--output", "../outside/report.txt"],
        // A new Swift file outside is a build stamp only where the build-tool plugin keeps it.
        ["--build-stamp", "../outside/New.swift"], ["--build-stamp", "../outside/StrataVerified.swift"],
    ])
    func anOptionNeverReplacesAProjectFileOrWritesIntoGitOrOutside(option: [String]) throws {
        let sandbox = try Sandbox()
        try Self.prepareGit(sandbox)
        let before = sandbox.packageFiles()
        let outsideBefore = sandbox.outsideFiles()
        let run = sandbox.run(["verify"] + option)
        HostileWriteTests.expectOneLineRefusal(run, mentioning: option[1])
        #expect(run.errorOutput.contains(option[0]), "names the option: \(run.errorOutput)")
        #expect(sandbox.packageFiles() == before, "\(option)")
        #expect(sandbox.outsideFiles() == outsideBefore, "\(option)")
    }

    /// Each option still replaces what it wrote itself, and writes a new file inside the project.
    @Test func eachOptionReplacesItsOwnOutput() throws {
        let sandbox = try Sandbox()
        for _ in 0..<2 {
            for option in [
                ["--output", "reports/verify.txt"], ["--format", "json", "--output", "reports/verify.json"],
                ["--format", "sarif", "--output", "reports/verify.sarif"],
                ["--format", "junit", "--output", "reports/verify.xml"],
                ["--format", "xcode", "--output", "reports/verify.log"],
                ["--format", "github", "--output", "reports/verify.github"],
                ["--build-stamp", "stamps/Verified.swift"], ["--write-baseline", "baseline.json"],
            ] {
                let run = sandbox.run(["verify"] + option)
                #expect(run.exitCode == .success, "\(option): \(run.errorOutput)")
            }
        }
        #expect(
            try String(contentsOf: sandbox.package.appendingPathComponent("stamps/Verified.swift"), encoding: .utf8)
                .hasPrefix("// Checked by strata verify"))
    }

    /// The build-tool plugin's stamp lives in the work folder the build system gives it, outside
    /// the project under Xcode (DerivedData) and named after the plugin: there, and only there,
    /// a build stamp may be created outside, and replaced only when it is one.
    @Test func theBuildToolPluginsStampIsWrittenInItsWorkFolderOutside() throws {
        let sandbox = try Sandbox()
        let stamp = "../outside/DemoDomain/StrataBuildTool/StrataVerified.swift"
        try FileManager.default.createDirectory(
            at: sandbox.outside.appendingPathComponent("DemoDomain/StrataBuildTool"), withIntermediateDirectories: true)
        for _ in 0..<2 {
            let run = sandbox.run(["verify", "--build-stamp", stamp])
            #expect(run.exitCode == .success, "\(run.errorOutput)")
        }
        #expect(
            try String(contentsOf: sandbox.package.appendingPathComponent(stamp), encoding: .utf8)
                .hasPrefix(OutputFile.buildStampOpening))
        try "keep me\n".write(to: sandbox.package.appendingPathComponent(stamp), atomically: true, encoding: .utf8)
        HostileWriteTests.expectOneLineRefusal(sandbox.run(["verify", "--build-stamp", stamp]), mentioning: stamp)
        #expect(try String(contentsOf: sandbox.package.appendingPathComponent(stamp), encoding: .utf8) == "keep me\n")
    }
}
