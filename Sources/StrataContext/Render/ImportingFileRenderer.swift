/// `CLAUDE.md` and `GEMINI.md`: both import a lean AGENTS.md rather than repeat it, and add only
/// what their agent needs — where its scoped rules live and how to reach Strata over MCP. When
/// AGENTS.md is the complete file (no layer folder can hold a nested one), importing it would
/// load every layer's rules on every prompt, far past these agents' budgets, so they carry the
/// lean sections themselves instead.
extension ContextRenderer {
    func claudeDocument(nested: [NestedScope]?) -> MarkdownDocument {
        importing(
            nested: nested,
            agentSection: .init(
                "Claude Code", heading: "## Claude Code", essential: true,
                body: """
                    - Layer rules load by path from `.claude/rules/` when you open matching files.
                    - Before finishing, run `\(project.commands.verify)` and fix every error it reports; \
                    \(verifyWithoutCLI()).
                    - With the CLI installed, ask Strata directly over MCP: `claude mcp add strata -- strata mcp`.
                    """))
    }

    func geminiDocument(nested: [NestedScope]?) -> MarkdownDocument {
        importing(
            nested: nested,
            agentSection: .init(
                "Gemini CLI", heading: "## Gemini CLI", essential: true,
                body: """
                    - Before finishing, run `\(project.commands.verify)` and fix every error it reports; \
                    \(verifyWithoutCLI()).
                    - With the CLI installed, ask Strata directly over MCP: add \
                    `"strata": { "command": "strata", "args": ["mcp"] }` \
                    to `mcpServers` in `.gemini/settings.json`.
                    """))
    }

    private func importing(nested: [NestedScope]?, agentSection: MarkdownDocument.Section) -> MarkdownDocument {
        let body: [MarkdownDocument.Section] =
            nested == nil
            ? leanSections(nested: nil) : [.init("Import", essential: true, body: "@AGENTS.md")]
        return MarkdownDocument(frontMatter: nil, provenance: provenance, sections: body + [agentSection])
    }
}
