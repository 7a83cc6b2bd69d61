import Foundation

/// A coding agent `strata context` writes for, named as on the command line.
public enum ContextAgent: String, CaseIterable, Sendable, Comparable {
    /// `AGENTS.md`, read by Codex and most other agents; the canonical file the others import.
    case agents
    case claude
    case copilot
    case cursor
    case windsurf
    case gemini

    /// Agents whose files import `AGENTS.md` and so cannot be written without it.
    public var requiresAgentsFile: Bool { self == .claude || self == .gemini }

    /// Parses `--agents`: a comma-separated list, or `all`. `claude` and `gemini` bring
    /// `agents` along, since their files import AGENTS.md.
    public static func selection(from text: String) throws(ContextError) -> [ContextAgent] {
        let names = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if names == ["all"] { return allCases.sorted() }
        var selected: Set<ContextAgent> = []
        for name in names {
            guard let agent = ContextAgent(rawValue: name) else {
                throw .unknownAgent(name: name, known: allCases.map(\.rawValue) + ["all"])
            }
            selected.insert(agent)
            if agent.requiresAgentsFile { selected.insert(.agents) }
        }
        guard !selected.isEmpty else { throw .unknownAgent(name: text, known: allCases.map(\.rawValue) + ["all"]) }
        return selected.sorted()
    }

    /// The order files are listed and written in: AGENTS.md first, as the others refer to it.
    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    public static func < (lhs: ContextAgent, rhs: ContextAgent) -> Bool { lhs.rank < rhs.rank }
}
