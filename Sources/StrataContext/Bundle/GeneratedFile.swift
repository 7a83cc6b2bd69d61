/// One file of the context bundle: where it goes, its text, and the budget it was checked against.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder, '/'-separated.
    public var path: String
    public var text: String
    public var agent: ContextAgent?
    public var budget: ContextBudget?
    /// For a file shared with the team (an MCP configuration): the one entry Strata owns in it.
    /// `text` is then the file as written where there is none yet.
    public var sharedEntry: SharedJSONEntry?
    /// What the agent loads for this file when that is more than the file: with its imports
    /// expanded, after the files loaded before it. Its budget measures this.
    public var loadedText: String?
    /// The other files of the bundle in `loadedText`, in the order the agent loads them.
    public var loadedWith: [String] = []

    public init(path: String, text: String, agent: ContextAgent?, budget: ContextBudget?) {
        self.path = path
        self.text = text
        self.agent = agent
        self.budget = budget
    }

    public init(path: String, sharedEntry: SharedJSONEntry, agent: ContextAgent) {
        self.init(path: path, text: sharedEntry.standaloneText, agent: agent, budget: nil)
        self.sharedEntry = sharedEntry
    }

    /// What the file should hold, given what it holds now (nil: no file). A file without Strata's
    /// provenance line is the team's and is never replaced: Strata's entry is added to a shared
    /// JSON file, its text goes into a marked section of a root instruction file, and any other
    /// such file stops the run.
    func desiredText(current: String?) throws(ContextError) -> String {
        if let sharedEntry { return try sharedEntry.text(mergedInto: current, path: path) }
        guard let current else { return text }
        if StrataSection.rootInstructionFiles.contains(path) {
            return try StrataSection.text(text, mergedInto: current, path: path)
        }
        guard ContextBundle.hasProvenance(current) else { throw .notGenerated(path: path) }
        return text
    }

    /// What the agent loads for this file, in its budget's measure; nil for files without a budget.
    public var size: Int? { budget?.size(of: loadedText ?? text) }

}
