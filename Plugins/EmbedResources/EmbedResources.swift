import Foundation
import PackagePlugin

/// Embeds the repository's single copy of `knowledge/`, `Templates/` and `manifest.json`
/// into the `strata` binary, so the binary copied alone anywhere still has them.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let root = context.package.directoryURL
        var inputs: [URL] = [root.appending(path: "manifest.json")]
        for folder in ["knowledge", "Templates"] {
            inputs += regularFiles(under: root.appending(path: folder))
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedResources.swift")
        return [
            .buildCommand(
                displayName: "Embedding Strata knowledge and templates",
                executable: try context.tool(named: "strata-embed").url,
                arguments: [root.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]
            )
        ]
    }

    private func regularFiles(under folder: URL) -> [URL] {
        guard
            let walker = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        return walker.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
    }
}
