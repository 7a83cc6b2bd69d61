import Foundation
import StrataCore
import StrataScaffold
import StrataTestSupport

/// Linux has no Combine, so the combine style's view models and their tests compile to nothing in a
/// generated package there. This harness gives a copy of the package a real Combine: a `Combine` target
/// re-exporting OpenCombine (with OpenCombineDispatch, which makes `DispatchQueue` a scheduler as Apple's
/// Combine does), and a dependency of every target on it, so `#if canImport(Combine)` holds and the
/// view-model tests run. The generated package itself declares no dependency; only the copy does.
///
/// OpenCombineDispatch declares that conformance only `#if !canImport(Combine)`; it builds before the shim it
/// feeds, so in the fresh build each run makes no `Combine` module exists yet and the conformance is there.
public enum OpenCombineHarness {
    public static let url = "https://github.com/OpenCombine/OpenCombine"
    public static let version = "0.14.0"
    /// Outside Sources, so the shim stays out of `strata verify`.
    public static let folder = "Harness/Combine"

    /// Whether SwiftPM can fetch OpenCombine here (a mirror, a cache or the network); CI requires it.
    public static var isReachable: Bool {
        let probe = try? Subprocess.run(
            ["env", "GIT_TERMINAL_PROMPT=0", "git", "ls-remote", "--exit-code", url, "refs/tags/\(version)"],
            in: FileManager.default.temporaryDirectory)
        return probe?.status == 0
    }

    public static var shouldRun: Bool { ExternalTools.shouldRun(whenAvailable: isReachable) }

    public static func install(in root: URL) throws {
        let shim = root.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: shim, withIntermediateDirectories: true)
        let exports =
            "// Combine's API on Linux, under Combine's name.\n@_exported import OpenCombine\n"
            + "@_exported import OpenCombineDispatch\n"
        try Data(exports.utf8).write(to: shim.appendingPathComponent("Combine.swift"))
        let manifest = root.appendingPathComponent("Package.swift")
        let appended = """

            // The suite's harness: OpenCombine under Combine's name, seen by every target.
            package.dependencies.append(.package(url: "\(url)", from: "\(version)"))
            package.targets.append(
                .target(
                    name: "Combine",
                    dependencies: [
                        .product(name: "OpenCombine", package: "OpenCombine"),
                        .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                    ],
                    path: "\(folder)"))
            for target in package.targets where target.name != "Combine" && [.regular, .test].contains(target.type) {
                target.dependencies.append("Combine")
            }

            """
        try Data((try String(contentsOf: manifest, encoding: .utf8) + appended).utf8).write(to: manifest)
    }
}
