import Foundation
import StrataContext
import StrataKnowledge
import StrataScaffold
import StrataVerify

/// What `verify`, `graph` and `init` share: finding the project a path belongs to, and loading
/// the knowledge base (with the project's `.strata/` overlay) and its strata.json.
struct ProjectSetup {
    let root: String
    let paths: [String]
    let knowledge: VerifyKnowledge
    let configuration: ProjectConfiguration?
    /// Where strata.json is (or would be).
    let configurationPath: String
    /// Where `.strata/rules.json` is (or would be).
    var projectRulesPath: String { root + "/" + ProjectRules.path }

    /// `paths` as typed (none means the working directory); `configPath` from `--config`.
    init(paths typed: [String], configPath: String?, in environment: CommandEnvironment) throws {
        let paths = (typed.isEmpty ? ["."] : typed).map { environment.url(for: $0).path }
        let explicitConfig = configPath.map { environment.url(for: $0).path }
        let root =
            explicitConfig.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
            ?? ProjectRoot.containing(paths[0])
        self.root = root
        self.paths = paths
        configurationPath = explicitConfig ?? root + "/" + ProjectRoot.configurationFile

        knowledge = try VerifyKnowledge.load(from: try ResourceLibrary.shipped.overlaying(project: root))
        let display = ProjectSetup.display(configurationPath, in: environment)
        if let data = try ProjectRoot.configurationData(
            at: URL(fileURLWithPath: configurationPath), display: display)
        {
            configuration = try ProjectConfiguration.load(
                data, file: display, vocabulary: knowledge.configurationVocabulary)
        } else if explicitConfig != nil {
            throw CommandError.noSuchConfiguration(path: configPath ?? "")
        } else {
            configuration = nil
        }
    }

    /// `.strata/rules.json`'s rules, nil when the file is absent; its layers are checked against
    /// the knowledge base's and strata.json's custom ones. Read only by the commands that run rules,
    /// so a broken rules file never stops scaffolding.
    func projectRules(in environment: CommandEnvironment) throws -> ProjectRules? {
        try ProjectRules.load(
            projectAt: URL(fileURLWithPath: root), knowledge: knowledge, configuration: configuration,
            display: Self.display(projectRulesPath, in: environment))
    }

    /// The rules of the Strata project around the working folder, when it declares any: `rules list` and
    /// `rules explain` show them beside the shipped ones. Without a rules file strata.json is left unread, so
    /// the catalog still lists while it is being fixed.
    static func projectRulesAroundWorkingFolder(in environment: CommandEnvironment) throws -> [ProjectRuleDefinition] {
        guard let root = ProjectRoot.strataProject(from: environment.workingDirectory),
            FileManager.default.fileExists(atPath: root.appendingPathComponent(ProjectRules.path).path)
        else { return [] }
        return try ProjectSetup(paths: [root.path], configPath: nil, in: environment).projectRules(in: environment)?
            .rules ?? []
    }

    /// The project's rules as the agent context and the MCP server tell them, read through verify's one loader.
    static func contextProjectRules(in environment: CommandEnvironment) throws -> [ContextProject.ProjectRule] {
        try projectRulesAroundWorkingFolder(in: environment).map { rule in
            let reported = rule.reported(severity: rule.severity)
            return ContextProject.ProjectRule(
                id: rule.id, name: reported.name, severity: rule.severity.rawValue, layers: rule.layers,
                summary: reported.summary, scope: rule.scope, fixHint: reported.fixHint,
                examples: reported.examples)
        }
    }

    /// The module and style of the Strata package around the working directory, for the
    /// scaffolding commands.
    static func scaffoldTarget(in environment: CommandEnvironment) throws -> (
        root: URL, module: String, style: TemplateStyle
    ) {
        let setup = try ProjectSetup(paths: [], configPath: nil, in: environment)
        guard let configuration = setup.configuration else {
            throw ScaffoldError.notAStrataPackage(directory: environment.workingDirectory.path)
        }
        guard let module = configuration.module else {
            throw CommandError.configurationWithoutModule(file: configuration.file)
        }
        let style = configuration.style.flatMap(TemplateStyle.init(rawValue:)) ?? .observable
        return (URL(fileURLWithPath: setup.root), module, style)
    }

    /// A path as the user should see it: relative to the working directory when inside it.
    static func display(_ path: String, in environment: CommandEnvironment) -> String {
        let base = environment.workingDirectory.standardizedFileURL.path
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
