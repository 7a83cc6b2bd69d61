import Foundation
import PackagePlugin

/// Runs `strata verify` over a target's Swift sources on every build that changes them, so
/// findings appear inline in Xcode and in `swift build`'s log as compiler diagnostics: the build
/// system reads `/absolute/path:line:col: error: …` lines from a command's output. An error
/// fails the build, a warning does not.
///
/// SwiftPM and Xcode run a build command only when its declared output feeds the target and is
/// missing or older than the command's inputs; hence the output is a Swift file holding a
/// comment, which `strata verify --build-stamp` writes only when the check passes.
@main
struct StrataBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try VerifyBuildCommand(
            targetName: target.name,
            sources: module.sourceFiles(withSuffix: "swift").map(\.url),
            projectFolder: context.package.directoryURL,
            workFolder: context.pluginWorkDirectoryURL,
            strata: context.tool(named: "strata").url
        ).commands
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension StrataBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try VerifyBuildCommand(
            targetName: target.displayName,
            sources: target.inputFiles.map(\.url).filter { $0.pathExtension == "swift" },
            projectFolder: context.xcodeProject.directoryURL,
            workFolder: context.pluginWorkDirectoryURL,
            strata: context.tool(named: "strata").url
        ).commands
    }
}
#endif

/// The one build command both hosts run.
struct VerifyBuildCommand {
    let targetName: String
    let sources: [URL]
    let projectFolder: URL
    let workFolder: URL
    let strata: URL

    var commands: [Command] {
        guard !sources.isEmpty else { return [] }
        let stamp = workFolder.appendingPathComponent("StrataVerified.swift")
        // strata.json changes what the rules say about unchanged sources.
        let configuration = projectFolder.appendingPathComponent("strata.json")
        let inputs = sources + (FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : [])
        return [
            .buildCommand(
                displayName: "Checking \(targetName) with strata verify",
                executable: strata,
                arguments: ["verify", "--format", "xcode", "--build-stamp", stamp.path] + sources.map(\.path),
                inputFiles: inputs,
                outputFiles: [stamp]
            )
        ]
    }
}
