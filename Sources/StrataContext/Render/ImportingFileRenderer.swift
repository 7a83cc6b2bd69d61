/// `CLAUDE.md` and `GEMINI.md`: both import AGENTS.md rather than repeat it, and add only what
/// their agent needs — where its scoped rules live and how to reach Strata over MCP.
extension ContextRenderer {
    var claudeDocument: MarkdownDocument {
        MarkdownDocument(
            frontMatter: nil, provenance: provenance,
            sections: [
                .init("Import", essential: true, body: "@AGENTS.md"),
                .init(
                    "Claude Code", heading: "## Claude Code", essential: true,
                    body: """
                        - Layer rules load by path from `.claude/rules/` when you open matching files.
                        - Before finishing, run `\(project.commands.verify)` and fix every error it reports.
                        - Ask Strata directly over MCP: `claude mcp add strata -- strata mcp`.
                        """),
            ])
    }

    var geminiDocument: MarkdownDocument {
        MarkdownDocument(
            frontMatter: nil, provenance: provenance,
            sections: [
                .init("Import", essential: true, body: "@AGENTS.md"),
                .init(
                    "Gemini CLI", heading: "## Gemini CLI", essential: true,
                    body: """
                        - Before finishing, run `\(project.commands.verify)` and fix every error it reports.
                        - Ask Strata directly over MCP: add `"strata": { "command": "strata", "args": ["mcp"] }` \
                        to `mcpServers` in `.gemini/settings.json`.
                        """),
            ])
    }
}
