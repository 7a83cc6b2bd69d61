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
            case .gemini:
                add("GEMINI.md", agent, geminiDocument, .gemini)
            case .copilot:
                add(".github/copilot-instructions.md", agent, copilotDocument, .copilotInstructions)
                for scope in scopes {
                    add(".github/instructions/\(scope.id).instructions.md", agent, copilotScopedDocument(scope), .copilotScoped)
                }
                for template in promptTemplates {
                    add(".github/prompts/\(template.id).prompt.md", agent, promptDocument(template), .copilotScoped)
                }
            case .cursor:
                for scope in scopes { add(".cursor/rules/\(scope.id).mdc", agent, cursorDocument(scope), .cursor) }
            case .windsurf:
                for scope in scopes { add(".windsurf/rules/\(scope.id).md", agent, windsurfDocument(scope), .windsurf) }
            }
        }
        try ContextBundle.checkBudgets(documents.map { ($0.path, $0.document, $0.budget) })
        let files = documents.map { GeneratedFile(path: $0.path, text: $0.document.text, agent: $0.agent, budget: $0.budget) }
        let json = GeneratedFile(
            path: Self.contextJSONPath, text: contextJSON(files: files.sorted { $0.path < $1.path }).prettyText,
            agent: nil, budget: nil)
        return try ContextBundle(files: files + [json], agents: agents)
    }
}
