import Foundation
import StrataContext
import StrataJSON
import StrataKnowledge
import StrataMCP
import StrataVerify

/// `strata mcp`: a Model Context Protocol server on standard input and output, so a coding
/// agent can ask Strata for its rules and templates, and run its tools, while it works.
struct MCPCommand: StrataCommand {
    static let project = Option<String?>(
        "--project", placeholder: "dir", help: "The project the tools work on (default: the current folder).")

    static let description = CommandDescription(
        name: "mcp",
        abstract: "Serve Strata's rules, templates and tools to coding agents over MCP (stdio).",
        discussion: """
            Speaks JSON-RPC 2.0, one message per line, on standard input and output; logs go to
            standard error. Clients of MCP 2025-11-25 (initialize handshake) and 2026-07-28
            (per-request version, server/discover) are both served. Nothing is written outside
            the project folder.
            """,
        options: [project] + ResourceOptions.options,
        examples: [
            Example("strata mcp", "Serve the package in the current folder; configure this command in your agent."),
            Example("strata mcp --project ~/Code/Demo", "Serve another package, e.g. from an agent's global settings."),
        ]
    )

    let projectPath: String?
    let resources: ResourceOptions

    init(arguments: ParsedArguments) throws {
        projectPath = try arguments[Self.project]
        resources = try ResourceOptions(arguments)
    }

    init(projectPath: String?, resources: ResourceOptions = ResourceOptions()) {
        self.projectPath = projectPath
        self.resources = resources
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        let console = environment.console
        var problems: [String] = []
        let providers = try providers(in: environment, problems: &problems)
        // A broken project file must not kill the server before `initialize`: the agent would see
        // a dead server. It starts, and says what is wrong where the agent and the person look.
        for problem in problems { console.errorLine("strata mcp: " + problem) }
        let instructions =
            Self.instructions
            + problems.map { "\n\nThis project has a problem Strata's tools will report until it is fixed: \($0)" }
            .joined()
        var server = try MCPServer(
            identity: MCPServer.Identity(
                name: "strata", title: "Strata", version: StrataVersion.tool, instructions: instructions),
            providers: providers,
            log: { console.errorLine("strata mcp: " + $0) })
        var transport = ConsoleTransport(console: console)
        server.serve(over: &transport)
        return .success
    }

    /// The knowledge in effect for the package around the project folder (its `.strata/`
    /// overlays, its module and style); outside a package, the shipped knowledge with the
    /// folder's name as module.
    /// `problems` receives, located, what the project's strata.json or `.strata/rules.json` gets wrong: the
    /// server still starts, the tools that work on the project answer with that error, and the others serve
    /// the knowledge as if the project had no strata.json.
    func providers(in environment: CommandEnvironment, problems: inout [String]) throws -> [any MCPProvider] {
        var environment = environment
        if let projectPath {
            let folder = environment.url(for: projectPath)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw CommandError.noProjectFolder(option: "--project", path: projectPath)
            }
            environment.workingDirectory = folder
        }
        let root = ProjectRoot.strataProject(from: environment.workingDirectory)
        let library = try resources.library(projectRoot: root, in: environment)
        let knowledge = try ContextKnowledge.load(from: library)
        let commands = ContextCommand.commands(regenerate: "strata context")
        var project = ContextProject(
            module: environment.workingDirectory.lastPathComponent, style: knowledge.defaultStyle, layers: [],
            tests: [], commands: commands)
        // What the project-bound tools answer while strata.json cannot be used.
        var projectProblem: String?
        var scaffolding: (root: URL, module: String, style: String)?
        if let root {
            do {
                let loaded = try StrataProject(root: root, library: library)
                if let strataJSON = loaded.configurationData {
                    project = try ContextProject.read(
                        strataJSON: strataJSON, file: ProjectRoot.configurationFile, knowledge: knowledge,
                        commands: commands)
                    if project.module.isEmpty {
                        project.name = root.lastPathComponent
                        // `scaffold_feature` then says what `strata feature` says, not that strata.json is missing.
                        projectProblem = StrataCommandLine.diagnostics(
                            of: CommandError.configurationWithoutModule(file: ProjectRoot.configurationFile)
                        ).map(\.description).joined(separator: "\n")
                    } else {
                        // Scaffolding writes `<module>Domain` and its siblings: an app without a module has none.
                        scaffolding = (root, project.module, project.style)
                    }
                }
                // The rules verify runs beside the shipped ones, so `list_rules` and `explain_rule` tell them too.
                project.projectRules = try ProjectSetup.contextProjectRules(of: loaded)
            } catch {
                let lines = StrataCommandLine.diagnostics(of: error).map(\.description)
                problems += lines
                projectProblem = lines.joined(separator: "\n")
            }
        }
        return [
            ResourceFileProvider(files: Dictionary(uniqueKeysWithValues: library.files.map { ($0.path, $0.text) })),
            KnowledgeToolProvider(renderer: ContextRenderer(knowledge: knowledge, project: project)),
            ScaffoldToolProvider(library: library, project: scaffolding, problem: projectProblem),
            VerifyToolProvider(library: library, root: root ?? environment.workingDirectory),
        ]
    }

    /// What a model is told about this server when it connects.
    static let instructions = """
        Strata knows this project's Clean Architecture + MVVM rules. Call list_rules and \
        explain_rule before writing code; scaffold_feature (a dry run unless write is true) to add a \
        feature; verify before you finish, and fix every error it reports.
        """
}

/// Standard input through `readLine`, standard output through the console, so the MCP stream
/// and every other write share one path and nothing else reaches standard output.
private struct ConsoleTransport: MCPTransport {
    let console: Console

    mutating func receive() -> String? { readLine(strippingNewline: true) }

    func send(_ line: String) { console.write(line + "\n") }
}
