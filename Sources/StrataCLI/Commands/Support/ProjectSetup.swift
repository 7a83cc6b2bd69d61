import Foundation
import StrataContext
import StrataCore
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// What the commands add to the project loader (``StrataProject``, which finds and reads the project):
/// the paths as typed, resolved against the working folder; `--config`; how a path is shown to the
/// person at the terminal; and what each kind of command requires of the project it loaded.
struct ProjectSetup {
    let project: StrataProject
    let paths: [String]

    var root: String { project.root.path }
    var knowledge: VerifyKnowledge { project.knowledge }
    var configuration: ProjectConfiguration? { project.configuration }
    /// Where `.strata/rules.json` is (or would be).
    var projectRulesPath: String { project.rulesFile.path }

    /// `paths` as typed (none means the working directory); `configPath` from `--config`, which must name a
    /// file; `resources`' `--knowledge` and `--templates` over the project's own knowledge.
    init(
        paths typed: [String], configPath: String?, resources: ResourceOptions = ResourceOptions(),
        in environment: CommandEnvironment
    ) throws {
        let paths = (typed.isEmpty ? ["."] : typed).map { environment.url(for: $0).path }
        let explicitConfig = configPath.map { environment.url(for: $0) }
        let root = Self.root(checking: paths[0], configurationFolder: explicitConfig?.deletingLastPathComponent())
        self.paths = paths
        project = try Self.load(root: root, configurationFile: explicitConfig, resources: resources, in: environment)
        if explicitConfig != nil, project.configurationData == nil {
            throw CommandError.noSuchConfiguration(path: configPath ?? "")
        }
    }

    /// The folder globs are relative to and the whole project is read from: a `--config` file's folder
    /// when the checked path lies inside it (a monorepo's strata.json above the app), else the project
    /// around the path — a configuration kept elsewhere (a shared CI folder) must not make its folder,
    /// and every other tree under it, the project.
    private static func root(checking path: String, configurationFolder: URL?) -> URL {
        if let configurationFolder, PathContainment.relativePath(of: path, inside: configurationFolder.path) != nil {
            return configurationFolder
        }
        return URL(fileURLWithPath: ProjectRoot.containing(path))
    }

    /// The project at `root` as every command loads it, its files named as the person sees them.
    static func load(
        root: URL, configurationFile: URL? = nil, resources: ResourceOptions, in environment: CommandEnvironment
    ) throws -> StrataProject {
        let base = environment.workingDirectory
        return try StrataProject(
            root: root, library: resources.library(projectRoot: root, in: environment),
            configurationFile: configurationFile,
            display: { display($0.path, under: base) })
    }

    /// `.strata/rules.json`'s rules, nil when the file is absent.
    func projectRules(in environment: CommandEnvironment) throws -> ProjectRules? { try project.rules() }

    /// The rules of the Strata project around the working folder, when it declares any: `rules list` and
    /// `rules explain` show them beside the shipped ones. Without a rules file strata.json is left unread, so
    /// the catalog still lists while it is being fixed.
    static func projectRulesAroundWorkingFolder(in environment: CommandEnvironment) throws -> [ProjectRuleDefinition] {
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory),
            FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectRules.path).path)
        else { return [] }
        return try load(root: root, resources: ResourceOptions(), in: environment).rules()?.rules ?? []
    }

    /// The project's rules as the agent context and the MCP server tell them, read through verify's loader.
    static func contextProjectRules(of project: StrataProject) throws -> [ContextProject.ProjectRule] {
        guard FileManager.default.fileExists(atPath: project.rulesFile.path) else { return [] }
        return try (project.rules()?.rules ?? []).map { rule in
            let reported = rule.reported(severity: rule.severity)
            return ContextProject.ProjectRule(
                id: rule.id, name: reported.name, severity: rule.severity.rawValue, layers: rule.layers,
                summary: reported.summary, scope: rule.scope, fixHint: reported.fixHint,
                examples: reported.examples)
        }
    }

    /// The Strata package around the working directory, for the scaffolding commands: its module and style
    /// from strata.json, which it must have, and the templates `resources` select there.
    static func scaffoldTarget(in environment: CommandEnvironment, resources: ResourceOptions) throws -> ScaffoldTarget
    {
        let root = URL(fileURLWithPath: ProjectRoot.containing(environment.workingDirectory.path))
        let project = try load(root: root, resources: resources, in: environment)
        guard let configuration = project.configuration else {
            throw ScaffoldError.notAStrataPackage(directory: environment.workingDirectory.path)
        }
        guard let module = configuration.module else {
            throw CommandError.configurationWithoutModule(file: configuration.file)
        }
        let style = configuration.style.flatMap(ViewModelStyleID.init(rawValue:)) ?? .observable
        return ScaffoldTarget(root: project.root, module: module, style: style, library: project.library)
    }

    /// A path as the user should see it: relative to the working directory when inside it.
    static func display(_ path: String, in environment: CommandEnvironment) -> String {
        display(path, under: environment.workingDirectory)
    }

    private static func display(_ path: String, under workingDirectory: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

/// Where the scaffolding commands write, and with which templates.
struct ScaffoldTarget {
    let root: URL
    let module: String
    let style: ViewModelStyleID
    let library: ResourceLibrary
}
