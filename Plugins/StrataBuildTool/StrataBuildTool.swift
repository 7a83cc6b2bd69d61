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
        // The one name `strata verify --build-stamp` accepts outside the project, in this work
        // folder, which the build system names after the plugin (see OutputFile.hostStampFile).
        let stamp = workFolder.appendingPathComponent("StrataVerified.swift")
        let inputs = sources + projectInputs
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

    /// The project's files that change what the rules say about unchanged sources, so that
    /// editing one runs the check again: strata.json, the project rules, the generation record,
    /// and the knowledge and template overlays under `.strata/`.
    var projectInputs: [URL] {
        let files = ["strata.json", ".strata/rules.json", ".strata/generated.json"]
            .map { projectFolder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let overlays = ["knowledge", "templates"].flatMap { name -> [URL] in
            let folder = projectFolder.appendingPathComponent(".strata").appendingPathComponent(name)
            let keys: [URLResourceKey] = [.isRegularFileKey]
            guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
                return []
            }
            return walker.compactMap { $0 as? URL }
                .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
        }
        return files + overlays.sorted { $0.path < $1.path }
    }
}
