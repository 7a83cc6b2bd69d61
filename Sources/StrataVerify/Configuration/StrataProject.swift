import Foundation
import StrataCore
import StrataKnowledge

/// A project as every front end loads it — `verify`, `graph`, `migrate`, `init`, `context`, the scaffolding
/// commands, the rules commands and the MCP server: its root, the knowledge and templates in effect there
/// (shipped, then the project's `.strata/` overlay, then any folders given explicitly), its strata.json and,
/// on request, its `.strata/rules.json`.
///
/// One policy for strata.json, wherever it is read: absent means the defaults (`configuration` is nil);
/// present but unreadable, not UTF-8 or invalid is an error located in the file, which the command line
/// reports with exit 2 and the MCP server as a tool error — never a silent default or "no strata.json".
public struct StrataProject: Sendable {
    public let root: URL
    public let library: ResourceLibrary
    public let knowledge: VerifyKnowledge
    /// Where strata.json is, or would be.
    public let configurationFile: URL
    /// strata.json's bytes, nil when the project has none; `strata context` renders from them.
    public let configurationData: Data?
    public let configuration: ProjectConfiguration?
    /// How messages name a file of the project: relative to the root unless the front end says otherwise
    /// (the command line names them relative to the working folder).
    public let display: @Sendable (URL) -> String

    /// Loads the project at `root` with `library`'s knowledge; `configurationFile` is strata.json's place
    /// when not the root's (`--config`).
    public init(
        root: URL, library: ResourceLibrary, configurationFile: URL? = nil,
        display: (@Sendable (URL) -> String)? = nil
    ) throws {
        self.root = root
        self.library = library
        let rootPath = root.path
        let display = display ?? { PathContainment.relativePath(of: $0.path, inside: rootPath) ?? $0.path }
        self.display = display
        let knowledge = try VerifyKnowledge.load(from: library)
        self.knowledge = knowledge
        let file = configurationFile ?? root.appendingPathComponent(ProjectRoot.configurationFile)
        self.configurationFile = file
        let data = try ProjectRoot.configurationData(at: file, display: display(file))
        configurationData = data
        configuration = try data.map { data throws(ConfigurationErrors) in
            try ProjectConfiguration.load(data, file: display(file), vocabulary: knowledge.configurationVocabulary)
        }
    }

    /// The resources in effect in the project at `root`: `base`, the project's `.strata/` overlay, then the
    /// folders `--knowledge` and `--templates` name. Every command resolves them here, so a project's
    /// knowledge is the same whichever command reads it.
    public static func library(
        base: ResourceLibrary = .shipped, root: URL?, knowledgeDirectory: String? = nil,
        templatesDirectory: String? = nil
    ) throws -> ResourceLibrary {
        var library = base
        if let root { library = try library.overlaying(project: root.path) }
        if let knowledgeDirectory { library = try library.overlaying(knowledgeDirectory: knowledgeDirectory) }
        if let templatesDirectory { library = try library.overlaying(templatesDirectory: templatesDirectory) }
        return library
    }

    /// Where `.strata/rules.json` is, or would be.
    public var rulesFile: URL { root.appendingPathComponent(ProjectRules.path) }

    /// `.strata/rules.json`'s rules, nil when the file is absent; its layers are checked against the
    /// knowledge base's and strata.json's custom ones. Read only by what runs or tells the rules, so a
    /// broken rules file never stops scaffolding.
    public func rules() throws -> ProjectRules? {
        try ProjectRules.load(
            projectAt: root, knowledge: knowledge, configuration: configuration, display: display(rulesFile))
    }
}
