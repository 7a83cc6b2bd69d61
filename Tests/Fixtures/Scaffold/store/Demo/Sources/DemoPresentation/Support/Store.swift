/// Runs one screen's feature: every action goes to the feature's handler, and the effect the handler returns
/// runs as a task that sends its results back in as more actions.
///
/// The store owns every effect it starts. An effect ends when its operation returns, when the `StoreTask` that
/// `send(_:)` returned is cancelled (the screen's `.task` ended), when a newer effect with the same id replaces
/// it, when `.cancel(id:)` names it, or, for a read, when the store goes away with its screen. A queued effect is
/// a write, which runs to its end even then: cancelling a request does not undo it on the server. Written here rather than taken
/// from a library, so the package has no dependency and the whole mechanism fits on one screen.
@MainActor
public final class Store<Feature: StoreFeature> {
    public let state: Feature.State

    private let feature: Feature
    /// Effects that have not finished, by the number each got when it started; each removes itself at its end.
    private var running: [Int: RunningEffect] = [:]
    private var effectsStarted = 0

    private struct RunningEffect: Sendable {
        let id: StoreEffectID?
        /// A queued write, which the store going away does not cancel.
        let isWrite: Bool
        let task: Task<Void, Never>
    }

    public init(state: Feature.State, feature: Feature) {
        self.state = state
        self.feature = feature
    }

    deinit {
        // The screen that held the store is gone, so what a read would show is never seen; a write must still
        // happen, and the next screen's load shows what it stored.
        for effect in running.values where !effect.isWrite {
            effect.task.cancel()
        }
    }

    /// Handles `action`, then starts the effect the handler returned.
    ///
    /// - Returns: The effect's handle. Awaiting `finish()` waits for the effect and for every effect of the actions
    ///   it sent, so a view's `.task` or a test can await the whole outcome; cancelling it cancels them.
    @discardableResult
    public func send(_ action: Feature.Action) -> StoreTask {
        switch feature.handle(action, state: state).work {
        case .none:
            return StoreTask(nil)
        case .cancel(let id):
            cancelEffects(withID: id)
            return StoreTask(nil)
        case .run(let id, let policy, let operation):
            return run(operation, id: id, policy: policy)
        }
    }

    /// Cancels every running read, for a screen that is being torn down while something still holds its store;
    /// writes run to their end, as when the store goes away.
    public func cancelReads() {
        for (number, effect) in running where !effect.isWrite {
            effect.task.cancel()
            running[number] = nil
        }
    }

    /// How many effects have not finished yet; finished ones are forgotten at once.
    var runningEffectCount: Int {
        running.count
    }

    private func run(
        _ operation: @escaping @Sendable (StoreSend<Feature.Action>) async -> Void,
        id: StoreEffectID?,
        policy: StoreEffect<Feature.Action>.Policy
    ) -> StoreTask {
        var predecessor: Task<Void, Never>?
        if let id {
            switch policy {
            case .cancelPrevious:
                cancelEffects(withID: id)
            case .queue:
                predecessor = running.filter { $0.value.id == id }.max { $0.key < $1.key }?.value.task
            }
        }
        effectsStarted += 1
        let number = effectsStarted
        let followUps = FollowUps()
        let send = StoreSend<Feature.Action> { [weak self] action in
            // An effect that was replaced or cancelled by id is no longer listed, and its late news is dropped.
            guard let self, running[number] != nil else { return }
            followUps.append(self.send(action))
        }
        let task = Task { [weak self] in
            await predecessor?.value
            if !Task.isCancelled {
                await operation(send)
            }
            await followUps.finish()
            self?.running[number] = nil
        }
        running[number] = RunningEffect(id: id, isWrite: policy == .queue, task: task)
        return StoreTask(task)
    }

    private func cancelEffects(withID id: StoreEffectID) {
        for (number, effect) in running where effect.id == id {
            effect.task.cancel()
            running[number] = nil
        }
    }
}

/// The handles of the actions an effect sent, so the effect's own handle ends only after their work has ended.
@MainActor
private final class FollowUps {
    private var tasks: [StoreTask] = []

    func append(_ task: StoreTask) {
        tasks.append(task)
    }

    func finish() async {
        while !tasks.isEmpty {
            await tasks.removeFirst().finish()
        }
    }
}
