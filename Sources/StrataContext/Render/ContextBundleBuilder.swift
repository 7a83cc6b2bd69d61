import StrataJSON

/// Assembles the bundle for a selection of agents: renders each target, checks each against
/// its budget before anything is written, and adds `context.json` describing them all.
extension ContextRenderer {
    public static let contextJSONPath = "context.json"

    /// `layerFolderExists` answers for a project-relative folder; given, each layer's rules go to
    /// an AGENTS.md in the layer's folders that exist. Nil (a bundle written elsewhere than the
    /// project, where those folders are not) keeps every rule in the root AGENTS.md.
    /// `globFolderExists` answers for a folder relative to where the bundle is written (the project's
    /// folder by default): the rule files' globs name only folders that exist.
    public func bundle(
        agents: [ContextAgent], maxCharacters: Int? = nil, layerFolderExists: ((String) -> Bool)? = nil,
        globFolderExists: ((String) -> Bool)? = nil
    ) throws(ContextError) -> ContextBundle {
        let globFolderExists = globFolderExists ?? layerFolderExists
        var documents: [ContextDocument] = []
        func add(
            _ path: String, _ agent: ContextAgent, _ document: MarkdownDocument, _ budget: ContextBudget,
            loadedAfter: [String] = []
        ) {
            documents.append(
                ContextDocument(
                    path: path, agent: agent, document: document,
                    budget: budget.overridden(maxCharacters: maxCharacters),
                    loadedAfter: loadedAfter))
        }
        // Nested files only serve agents that read AGENTS.md; without it, every layer's rules
        // stay in each agent's scoped files.
        let nested = agents.contains(.agents) ? layerFolderExists.flatMap(nestedScopes(existing:)) : nil
        let nestedIDs = Set(nested?.map(\.scope.id) ?? [])
        for agent in agents {
            switch agent {
            case .agents:
                add("AGENTS.md", agent, agentsDocument(nested: nested), .agentsFile)
                for entry in nested ?? [] {
                    for folder in entry.folders {
                        // Codex loads the root file, then each nested one on the way to the file it edits.
                        add(
                            "\(folder)/\(Self.nestedFileName)", agent, nestedAgentsDocument(entry.scope), .agentsFile,
                            loadedAfter: ["AGENTS.md"])
                    }
                }
            case .claude:
                add("CLAUDE.md", agent, claudeDocument(nested: nested), .claude)
                for scope in scopes {
                    add(
                        ".claude/rules/\(scope.id).md", agent,
                        claudeRuleDocument(scope, folderExists: globFolderExists), .claude)
                }
                for skill in skills { add(".claude/skills/\(skill.id)/SKILL.md", agent, skillDocument(skill), .claude) }
            case .gemini:
                add("GEMINI.md", agent, geminiDocument(nested: nested), .gemini)
            case .copilot:
                add(".github/copilot-instructions.md", agent, copilotDocument, .copilotInstructions)
                for scope in scopes {
                    add(
                        ".github/instructions/\(scope.id).instructions.md", agent,
                        copilotScopedDocument(scope, folderExists: globFolderExists),
                        .copilotScoped)
                }
                for skill in skills {
                    add(".github/skills/\(skill.id)/SKILL.md", agent, skillDocument(skill), .copilotScoped)
                }
            case .cursor:
                // Cursor reads the nested AGENTS.md files as rules of their folders.
                for scope in scopes where !nestedIDs.contains(scope.id) {
                    add(
                        ".cursor/rules/\(scope.id).mdc", agent, cursorDocument(scope, folderExists: globFolderExists),
                        .cursor)
                }
            case .windsurf:
                for scope in scopes where !nestedIDs.contains(scope.id) {
                    add(
                        ".windsurf/rules/\(scope.id).md", agent,
                        windsurfDocument(scope, folderExists: globFolderExists), .windsurf)
                }
            }
        }
        try ContextBundle.checkBudgets(documents)
        let loaded = ContextDocument.loadedTexts(of: documents)
        let files =
            documents.map { document in
                var file = GeneratedFile(
                    path: document.path, text: document.document.text, agent: document.agent, budget: document.budget)
                file.loadedText = loaded[document.path]?.text
                file.loadedWith = loaded[document.path]?.files ?? []
                return file
            } + agents.compactMap(mcpConfiguration)
        let selection = Selection(agents: agents, maxCharacters: maxCharacters)
        let json = GeneratedFile(
            path: Self.contextJSONPath,
            text: contextJSON(files: files.sorted { $0.path < $1.path }, selection: selection).prettyText,
            agent: nil, budget: nil)
        return try ContextBundle(files: files + [json], agents: agents)
    }
}

/// What a run was asked to write, recorded in context.json (`"selection"`) so that a plain
/// `strata context` or `--check` reproduces it instead of falling back to the defaults.
extension ContextRenderer {
    public struct Selection: Sendable, Equatable {
        public var agents: [ContextAgent]
        public var maxCharacters: Int?

        public init(agents: [ContextAgent], maxCharacters: Int?) {
            self.agents = agents
            self.maxCharacters = maxCharacters
        }

        var json: JSON {
            [
                "agents": .array(agents.map { .string($0.rawValue) }),
                "maxCharacters": maxCharacters.map(JSON.integer) ?? .null,
            ]
        }
    }

    /// The selection recorded in a context.json's text; nil when the text has none that is valid.
    public static func recordedSelection(inContextJSON text: String) -> Selection? {
        guard let json = try? JSON.parse(text), let recorded = json["selection"],
            let names = recorded["agents"]?.arrayValue?.compactMap(\.stringValue)
        else { return nil }
        let agents = names.compactMap(ContextAgent.init(rawValue:))
        guard !agents.isEmpty, agents.count == names.count else { return nil }
        let limit = recorded["maxCharacters"]?.intValue
        return Selection(agents: agents.sorted(), maxCharacters: limit.flatMap { $0 > 0 ? $0 : nil })
    }
}

/// The committed MCP configuration each agent reads from the project, starting `strata mcp`
/// (the `strata` on the PATH) for anyone who opens it. Only the `strata` entry is Strata's.
extension ContextRenderer {
    static let mcpServer: JSON = ["command": "strata", "args": ["mcp"]]
    /// What `mcpServer` runs, as the texts name it: where the CLI is missing, so is the server.
    static let mcpCommandLine = "strata mcp"

    func mcpConfiguration(for agent: ContextAgent) -> GeneratedFile? {
        let placement: (path: String, keyPath: [String], server: JSON)
        switch agent {
        case .claude: placement = (".mcp.json", ["mcpServers", "strata"], Self.mcpServer)
        case .cursor: placement = (".cursor/mcp.json", ["mcpServers", "strata"], Self.mcpServer)
        case .gemini: placement = (".gemini/settings.json", ["mcpServers", "strata"], Self.mcpServer)
        case .copilot:
            // VS Code's mcp.json names the transport.
            placement = (
                ".vscode/mcp.json", ["servers", "strata"], ["type": "stdio", "command": "strata", "args": ["mcp"]]
            )
        case .agents, .windsurf: return nil
        }
        return GeneratedFile(
            path: placement.path, sharedEntry: SharedJSONEntry(keyPath: placement.keyPath, value: placement.server),
            agent: agent)
    }
}
