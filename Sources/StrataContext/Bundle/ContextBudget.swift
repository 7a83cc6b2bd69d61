/// How much of a file its agent really loads. A file over budget is not written: the agent
/// would cut it silently, and the cut part is usually the rules at the end.
public struct ContextBudget: Sendable, Equatable {
    public enum Measure: String, Sendable, Equatable {
        case bytes, characters, lines
    }

    public var limit: Int
    public var measure: Measure
    /// For files some readers cut early (Copilot code review reads ~4,000 characters): the
    /// essential sections must end within this many characters.
    public var essentialPrefix: Int?
    /// Why this limit, in words a user trimming the file can act on.
    public var reason: String

    public init(limit: Int, measure: Measure, essentialPrefix: Int? = nil, reason: String) {
        self.limit = limit
        self.measure = measure
        self.essentialPrefix = essentialPrefix
        self.reason = reason
    }

    public func size(of text: String) -> Int {
        switch measure {
        case .bytes: text.utf8.count
        case .characters: text.count
        case .lines:
            text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        }
    }

    /// `--max-chars N` replaces byte and character limits; line limits (Cursor, Claude) stay,
    /// since those agents count lines.
    public func overridden(maxCharacters: Int?) -> ContextBudget {
        guard let maxCharacters, measure != .lines else { return self }
        return ContextBudget(
            limit: maxCharacters, measure: .characters, essentialPrefix: essentialPrefix.map { min($0, maxCharacters) },
            reason: "--max-chars")
    }

    // MARK: - The budgets of each target

    /// Codex stops at 32 KiB across the whole chain of AGENTS.md files, cutting the deepest;
    /// leaving an eighth free lets a team add a folder-level AGENTS.md, while long module
    /// names (every layer's module is named in the file) still fit.
    public static let agentsFile = ContextBudget(
        limit: 28 * 1024, measure: .bytes, reason: "Codex reads at most 32 KiB of AGENTS.md files combined")
    /// Claude Code's guidance for CLAUDE.md and each `.claude/rules` file.
    public static let claude = ContextBudget(
        limit: 200, measure: .lines, reason: "Claude Code advises under ~200 lines per memory file")
    /// Gemini sends the whole file with every prompt; it stays as small as Claude's.
    public static let gemini = ContextBudget(
        limit: 200, measure: .lines, reason: "Gemini CLI sends GEMINI.md with every prompt")
    /// "No longer than 2 pages", and code review reads only the first 4,000 characters.
    public static let copilotInstructions = ContextBudget(
        limit: 8_000, measure: .characters, essentialPrefix: 4_000,
        reason: "Copilot asks for at most 2 pages, and code review reads only the first 4,000 characters")
    /// Path-scoped Copilot instructions and prompt files have no published limit; they are
    /// added to the same context as copilot-instructions.md, so they are held to about three
    /// pages — the per-file limit Windsurf publishes for the same kind of scoped rule.
    public static let copilotScoped = ContextBudget(
        limit: 12_000, measure: .characters,
        reason: "Copilot adds these to the repository instructions; kept to about three pages")
    public static let cursor = ContextBudget(
        limit: 500, measure: .lines, reason: "Cursor advises keeping each rule under 500 lines")
    public static let windsurf = ContextBudget(
        limit: 12_000, measure: .characters, reason: "Windsurf reads at most 12,000 characters per rule file")
}
