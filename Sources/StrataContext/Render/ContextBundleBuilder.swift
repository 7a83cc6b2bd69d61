import StrataDiagnostics

/// Assembles the bundle for a selection of agents: renders each target, checks each against
/// its budget before anything is written, and adds `context.json` describing them all.
extension ContextRenderer {
    public static let contextJSONPath = "context.json"

    public func bundle(agents: [ContextAgent], maxCharacters: Int? = nil) throws(ContextError) -> ContextBundle {
        var documents: [(path: String, agent: ContextAgent, document: MarkdownDocument, budget: ContextBudget)] = []
        func add(_ path: String, _ agent: ContextAgent, _ document: MarkdownDocument, _ budget: ContextBudget) {
            documents.append((path, agent, document, budget.overridden(maxCharacters: maxCharacters)))
        }
        for agent in agents {
            switch agent {
            case .agents:
                add("AGENTS.md", agent, agentsDocument, .agentsFile)
            case .claude:
                add("CLAUDE.md", agent, claudeDocument, .claude)
                for scope in scopes { add(".claude/rules/\(scope.id).md", agent, claudeRuleDocument(scope), .claude) }
                for skill in skills { add(".claude/skills/\(skill.id)/SKILL.md", agent, skillDocument(skill), .claude) }
            case .gemini:
                add("GEMINI.md", agent, geminiDocument, .gemini)
            case .copilot:
                add(".github/copilot-instructions.md", agent, copilotDocument, .copilotInstructions)
                for scope in scopes {
                    add(".github/instructions/\(scope.id).instructions.md", agent, copilotScopedDocument(scope), .copilotScoped)
                }
                for skill in skills { add(".github/skills/\(skill.id)/SKILL.md", agent, skillDocument(skill), .copilotScoped) }
            case .cursor:
                for scope in scopes { add(".cursor/rules/\(scope.id).mdc", agent, cursorDocument(scope), .cursor) }
            case .windsurf:
                for scope in scopes { add(".windsurf/rules/\(scope.id).md", agent, windsurfDocument(scope), .windsurf) }
            }
        }
        try ContextBundle.checkBudgets(documents.map { ($0.path, $0.document, $0.budget) })
        let files = documents.map { GeneratedFile(path: $0.path, text: $0.document.text, agent: $0.agent, budget: $0.budget) }
            + agents.compactMap(mcpConfiguration)
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
            ["agents": .array(agents.map { .string($0.rawValue) }), "maxCharacters": maxCharacters.map(JSON.integer) ?? .null]
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

    func mcpConfiguration(for agent: ContextAgent) -> GeneratedFile? {
        let placement: (path: String, keyPath: [String], server: JSON)
        switch agent {
        case .claude: placement = (".mcp.json", ["mcpServers", "strata"], Self.mcpServer)
        case .cursor: placement = (".cursor/mcp.json", ["mcpServers", "strata"], Self.mcpServer)
        case .gemini: placement = (".gemini/settings.json", ["mcpServers", "strata"], Self.mcpServer)
        case .copilot:
            // VS Code's mcp.json names the transport.
            placement = (".vscode/mcp.json", ["servers", "strata"], ["type": "stdio", "command": "strata", "args": ["mcp"]])
        case .agents, .windsurf: return nil
        }
        return GeneratedFile(
            path: placement.path, sharedEntry: SharedJSONEntry(keyPath: placement.keyPath, value: placement.server), agent: agent)
    }
}
