/// Work that an action starts: an async operation that ends with the next action, or nil for none.
///
/// The operation never touches state; it reports back through the action it returns, so every change of state
/// passes through the feature's handler. The id names the work: a newer effect with the same id cancels this one.
public struct StoreEffect<Action: Sendable>: Sendable {
    public let id: String
    public let run: @Sendable () async -> Action?

    public init(id: String, run: @escaping @Sendable () async -> Action?) {
        self.id = id
        self.run = run
    }
}
