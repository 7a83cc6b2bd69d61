/// How a running effect sends actions back to its store: `await send(.loaded(values))`, as often as it needs.
///
/// What an effect sends after a newer effect with the same id replaced it, or after `.cancel(id:)`, is dropped,
/// so a late answer can never overwrite newer state. An effect cancelled with its screen still reports: that is
/// how a feature puts back the state it showed before the work began.
public struct StoreSend<Action: Sendable>: Sendable {
    private let deliver: @MainActor @Sendable (Action) -> Void

    init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    @MainActor
    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
