import Foundation
import StrataKnowledge

/// A Strata package on disk: the folder holding its strata.json, and the knowledge and
/// templates in effect there (shipped, overlaid by its `.strata/`).
public struct ProjectLocation: Sendable {
    public static let configurationFile = "strata.json"

    public let root: URL
    public let strataJSON: String

    /// Finds strata.json in `directory` or the nearest parent folder holding one, as git finds
    /// its repository, so the commands work from any folder of the package.
    public static func find(from directory: URL) throws(ContextError) -> ProjectLocation {
        var folder = directory.standardizedFileURL
        while true {
            let file = folder.appendingPathComponent(configurationFile)
            if let text = try? String(contentsOf: file, encoding: .utf8) {
                return ProjectLocation(root: folder, strataJSON: text)
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { throw .noProject(directory: directory.path) }
            folder = parent
        }
    }

    public func library() throws(ContextError) -> ResourceLibrary {
        do {
            return try ResourceLibrary.shipped.overlaying(project: root.path)
        } catch {
            throw .invalidInput(error)
        }
    }

    /// The project as the context presents it, read against `knowledge`.
    public func project(knowledge: ContextKnowledge, commands: ContextProject.Commands) throws(ContextError) -> ContextProject {
        try ContextProject.read(
            strataJSON: strataJSON, file: root.appendingPathComponent(Self.configurationFile).path,
            styles: knowledge.styles.map(\.id), defaultStyle: knowledge.defaultStyle,
            layers: knowledge.layers.map(\.id), commands: commands)
    }
}
