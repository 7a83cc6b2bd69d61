/// One file of the context bundle: where it goes, its text, and the budget it was checked against.
public struct GeneratedFile: Sendable, Equatable {
    /// Relative to the output folder, '/'-separated.
    public var path: String
    public var text: String
    public var agent: ContextAgent?
    public var budget: ContextBudget?

    public init(path: String, text: String, agent: ContextAgent?, budget: ContextBudget?) {
        self.path = path
        self.text = text
        self.agent = agent
        self.budget = budget
    }

    /// The file's size in its budget's measure, for reports; nil for files without a budget.
    public var size: Int? { budget?.size(of: text) }
}
