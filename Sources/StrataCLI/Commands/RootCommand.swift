import StrataKnowledge

/// `strata`: lists the subcommands; `--version` prints the tool and knowledge versions.
struct RootCommand: StrataCommand {
    static let version = Flag("--version", help: "Print Strata's version and its knowledge version.")

    static let description = CommandDescription(
        name: "strata",
        abstract: "Scaffold, verify and explain Clean Architecture + MVVM Swift packages.",
        discussion: """
            One knowledge base and one set of templates drive the scaffolder, the verifier and the
            context written for coding agents.
            """,
        options: [version],
        examples: [
            Example("strata new Demo", "Create the layered package Demo in ./Demo."),
            Example("strata rules list", "List the rules the verifier enforces."),
            Example("strata help templates", "Show help for the templates commands."),
        ],
        subcommands: [
            NewCommand.self,
            FeatureCommand.self,
            AddCommand.self,
            RemoveCommand.self,
            HelpCommand.self,
            VerifyCommand.self,
            BaselineCommand.self,
            GraphCommand.self,
            InitCommand.self,
            MigrateCommand.self,
            ScanCommand.self,
            CompletionsCommand.self,
            ContextCommand.self,
            KnowledgeCommand.self,
            ManifestCommand.self,
            MCPCommand.self,
            RulesCommand.self,
            TemplatesCommand.self,
        ]
    )

    let printsVersion: Bool

    init(arguments: ParsedArguments) throws {
        printsVersion = arguments[Self.version]
    }

    func run(in environment: CommandEnvironment) throws -> ExitCode {
        if printsVersion {
            let library = ResourceLibrary.shipped
            let version = try library.knowledgeVersion ?? KnowledgeBase.load(from: library).version
            environment.console.line("strata \(StrataVersion.tool) (knowledge \(version), \(library.knowledgeDigest))")
        } else {
            environment.console.write(HelpRenderer.render(path: [RootCommand.self]))
        }
        return .success
    }
}

extension RootCommand {
    /// Every command path from the root, depth first: for help tests and shell completions.
    static var allCommandPaths: [[any StrataCommand.Type]] {
        func walk(_ path: [any StrataCommand.Type]) -> [[any StrataCommand.Type]] {
            [path] + path[path.count - 1].description.subcommands.flatMap { walk(path + [$0]) }
        }
        return walk([RootCommand.self])
    }
}
