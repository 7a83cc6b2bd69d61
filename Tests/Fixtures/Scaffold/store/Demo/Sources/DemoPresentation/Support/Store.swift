/// Runs one screen's feature: every action goes to the feature's handler, and the effect the handler returns
/// runs as a task whose result comes back in as the next action.
///
/// Effects run under an id. Starting one cancels the effect still running under the same id and drops that
/// effect's result, so a slow older load can never overwrite the answer to a newer one. Written here rather than
/// taken from a library, so the package has no dependency and the whole mechanism fits on one screen.
@MainActor
public final class Store<Feature: StoreFeature> {
    public let state: Feature.State

    private let feature: Feature
    private var running: [String: Task<Void, Never>] = [:]

    public init(state: Feature.State, feature: Feature) {
        self.state = state
        self.feature = feature
    }

    /// Handles `action`, then starts the effect the handler returned, if any.
    ///
    /// - Returns: The effect's task. It ends once the effect and every action that followed from it are
    ///   handled, so a view's `.task` or a test can await the whole outcome. Nil when the action has no effect.
    @discardableResult
    public func send(_ action: Feature.Action) -> Task<Void, Never>? {
        guard let effect = feature.handle(action, state: state) else { return nil }
        running[effect.id]?.cancel()
        let task = Task { [weak self] in
            let next = await effect.run()
            guard !Task.isCancelled, let next else { return }
            await self?.send(next)?.value
        }
        running[effect.id] = task
        return task
    }
}
