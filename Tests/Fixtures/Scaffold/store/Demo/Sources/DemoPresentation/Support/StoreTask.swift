/// What `Store.send(_:)` returns: the work the action started, and the work of every action that work sent.
///
/// A screen ties the work to its lifetime with `.task { await store.send(.appear).finish() }`: SwiftUI cancels
/// the `.task` when the screen disappears, and `finish()` passes that cancellation on to the effect.
public struct StoreTask: Hashable, Sendable {
    private let task: Task<Void, Never>?

    init(_ task: Task<Void, Never>?) {
        self.task = task
    }

    /// Whether the work was cancelled; false when the action started none.
    public var isCancelled: Bool {
        task?.isCancelled ?? false
    }

    /// Cancels the work. The feature's operation sees a `CancellationError` and decides what state to show.
    public func cancel() {
        task?.cancel()
    }

    /// Waits until the work and everything it led to has finished; cancelling the waiting task cancels the work.
    public func finish() async {
        guard let task else { return }
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }
}
