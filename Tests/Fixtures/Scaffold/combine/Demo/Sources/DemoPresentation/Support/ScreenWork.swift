#if canImport(Combine)
import Combine
import Foundation

/// The work behind a screen that loads a value and offers actions on it, and the state that work leaves: written
/// once here, so a view model only maps its intents to use cases (see `ScreenWorkOwner`), and tested once, by
/// `ScreenWorkTests`.
///
/// Every failure becomes state with a message for the user rather than an error thrown at the view: a failed load
/// becomes `state`, a failed action on the loaded value `actionFailure`, which leaves that value on screen.
/// Cancellation is never a failure: a cancelled load or action leaves the state as it was before. Of two loads the
/// newer wins: an answer from a load that a newer one replaced is dropped.
///
/// Reads end with the screen; writes do not. Loads run in the screen's `.task` and `.refreshable`, which SwiftUI
/// cancels when the screen goes away, and a load a tap started runs as a task `cancelReads()` cancels. A save or
/// delete runs to its end whatever the screen does, since cancelling a request does not undo it on the server;
/// its outcome, the refreshed value or `actionFailure`, is what the screen shows when it is back.
@MainActor
public final class ScreenWork<Value: Equatable & Sendable, Action: Equatable & Sendable>: ObservableObject {
    @Published public private(set) var state: LoadState<Value> = .idle
    @Published public private(set) var actionFailure: ActionFailure<Action>?

    private let fetch: @Sendable () async throws -> Value
    /// The action a failed refresh offers to send again.
    private let refreshAction: Action
    private let message: (any Error) -> String
    /// Counts loads, so an answer from a load that a newer one replaced is dropped instead of overwriting it.
    private var loadGeneration = 0
    /// The reads taps started still running, for `cancelReads()`; each removes itself when done.
    private var runningReads: [Int: Task<Void, Never>] = [:]
    /// What the writes on their way change in the value on screen — a deleted row left out — applied to every
    /// value a load brings back until they have happened.
    private var pendingEdits: [Int: (Value) -> Value] = [:]
    /// Numbers the reads and the edits, so each can remove itself.
    private var started = 0
    /// Passes this work's changes on to its view model's publisher, for as long as the work lives.
    private var changeRelay: AnyCancellable?

    /// - Parameters:
    ///   - refresh: The feature's action for a refresh, which a failed refresh offers to send again.
    ///   - message: The text the user reads for a failure.
    ///   - load: Fetches the value the screen shows, through the feature's use case.
    public init(
        refresh: Action, message: @escaping (any Error) -> String, load: @escaping @Sendable () async throws -> Value
    ) {
        fetch = load
        refreshAction = refresh
        self.message = message
    }

    /// Sends `publisher` (the owning view model's `objectWillChange`) every change of `state` and `actionFailure`,
    /// so a screen observing the view model redraws when its work changes.
    public func relayChanges(to publisher: ObservableObjectPublisher) {
        changeRelay = objectWillChange.sink { publisher.send() }
    }

    /// Whether the alert of `actionFailure` is up, for the screen to bind to: closing the alert any way but its
    /// retry forgets the failure without sending the action again.
    public var isShowingActionFailure: Bool {
        get { actionFailure != nil }
        set {
            if !newValue {
                forgetActionFailure()
            }
        }
    }

    /// Forgets `actionFailure`, as closing its alert or sending its action again does.
    public func forgetActionFailure() {
        actionFailure = nil
    }

    /// Loads when the screen appears, unless a value is on screen: a screen that comes back after a failure, or
    /// after its load was cancelled, loads again, even while that cancelled load is still on its way back.
    public func appear() async {
        // A load still showing progress here was the screen's last `.task`, which SwiftUI cancelled: its answer
        // would be dropped or its progress left on screen with nothing to end it, so a newer load replaces it.
        if case .loaded = state { return }
        await load()
    }

    /// Shows progress, then the result: for the first appearance and for trying again after a failure.
    public func load() async {
        await runLoad(showingProgress: true)
    }

    /// Loads again, showing progress, as a read `cancelReads()` cancels: for the "Try Again" of a failed load.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        read { await self.load() }
    }

    /// Fetches again while the value stays on screen, as pull to refresh expects; if that fails it stays, and the
    /// failure becomes `actionFailure`.
    public func refresh() async {
        await runLoad(showingProgress: false)
    }

    /// Refreshes as a read `cancelReads()` cancels: for a tap, such as the retry of a failed refresh.
    @discardableResult
    public func startRefresh() -> Task<Void, Never> {
        read { await self.refresh() }
    }

    /// Saves with `operation`, then refreshes, so the screen shows what is now stored; a failure keeps the value on
    /// screen and becomes `actionFailure`, whose retry sends `action` again.
    @discardableResult
    public func save(
        _ action: Action, with operation: @escaping @Sendable () async throws -> Void
    ) -> Task<Void, Never> {
        Task {
            if let error = await self.write(operation) {
                self.actionFailure = self.failure(of: action, error, title: Self.saveFailed)
            }
        }
    }

    /// Saves as `save(_:with:)` does, for a screen that shows the outcome where the user is: the failure comes back
    /// instead of going to `actionFailure`. Like every write, the save runs to its end if the screen goes away.
    ///
    /// - Returns: nil once saved and refreshed, or the failure to show.
    public func saveReturningFailure(
        _ action: Action, with operation: @escaping @Sendable () async throws -> Void
    ) async -> ActionFailure<Action>? {
        let error = await Task { await self.write(operation) }.value
        return error.map { failure(of: action, $0, title: Self.saveFailed) }
    }

    /// Takes the row off the list at once, then deletes it with `operation` and refreshes; a failure puts the row
    /// back where it was and becomes `actionFailure`, whose retry sends `action` again.
    @discardableResult
    public func delete<Element: Identifiable>(
        _ action: Action, row id: Element.ID, with operation: @escaping @Sendable () async throws -> Void
    ) -> Task<Void, Never> where Value == [Element] {
        // Off the list before this returns, as `onDelete` expects, and off every list a load brings back until the
        // deletion has happened.
        var removed: (index: Int, row: Element)?
        if var rows = state.value, let index = rows.firstIndex(where: { $0.id == id }) {
            removed = (index, rows.remove(at: index))
            state = .loaded(rows)
        }
        started += 1
        let edit = started
        pendingEdits[edit] = { rows in rows.filter { $0.id != id } }
        return Task {
            let error = await self.write(operation)
            self.pendingEdits[edit] = nil
            guard let error else { return }
            // Back where it was, unless a load has brought it back already.
            if let removed, var rows = self.state.value, !rows.contains(where: { $0.id == id }) {
                rows.insert(removed.row, at: min(removed.index, rows.count))
                self.state = .loaded(rows)
            }
            self.actionFailure = self.failure(of: action, error, title: Self.deleteFailed)
        }
    }

    /// Cancels the reads taps started that are still running, when the screen goes away; each leaves the state as
    /// it was before it. Saves and deletes go on: their outcome waits for the screen's return.
    public func cancelReads() {
        for task in runningReads.values {
            task.cancel()
        }
    }

    private func runLoad(showingProgress: Bool) async {
        loadGeneration += 1
        let generation = loadGeneration
        // A load this one replaces left its progress on screen: that is nothing to go back to.
        let previous = state == .loading ? .idle : state
        if showingProgress {
            state = .loading
        }
        do {
            let value = try await fetch()
            // A newer load owns the state now, and its answer is the newer one.
            guard generation == loadGeneration else { return }
            state = .loaded(pendingEdits.values.reduce(value) { edited, edit in edit(edited) })
        } catch {
            guard generation == loadGeneration else { return }
            // Progress on screen is this load's, or that of the load it replaced: neither will end it now.
            if state == .loading {
                state = previous
            }
            guard !Self.isCancellation(error) else { return }
            showReadFailure(error)
        }
    }

    /// Shows each value `updates` brings, with the writes on their way applied, until the stream ends or the task
    /// running this is cancelled: run it from the screen's own `.task`, which SwiftUI cancels when the screen goes
    /// away. A failure is the failed screen while nothing is loaded, an alert over what is; a stream that finishes
    /// leaves its last value on screen.
    public func follow(_ updates: AsyncThrowingStream<Value, any Error>) async {
        do {
            for try await value in updates {
                // Newer than any load still on its way, whose answer is dropped.
                loadGeneration += 1
                state = .loaded(pendingEdits.values.reduce(value) { edited, edit in edit(edited) })
            }
        } catch {
            guard !Self.isCancellation(error) else { return }
            showReadFailure(error)
        }
    }

    /// Loaded is loaded even with nothing stored (nil): what is on screen stays, and the failure is an alert.
    private func showReadFailure(_ error: any Error) {
        if case .loaded = state {
            actionFailure = failure(of: refreshAction, error, title: Self.refreshFailed)
        } else {
            state = .failed(message: message(error))
        }
    }

    /// Runs the read `work` as a task kept until it ends, so `cancelReads()` can cancel it.
    private func read(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        started += 1
        let number = started
        let task = Task {
            await work()
            self.runningReads[number] = nil
        }
        runningReads[number] = task
        return task
    }

    /// Runs the write `operation`, then refreshes; returns the error that failed it, nil when it succeeded or was
    /// cancelled, which is never a failure.
    private func write(_ operation: @Sendable () async throws -> Void) async -> (any Error)? {
        do {
            try await operation()
        } catch {
            return Self.isCancellation(error) ? nil : error
        }
        await refresh()
        return nil
    }

    private func failure(of action: Action, _ error: any Error, title: String) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: message(error))
    }

    /// Whether a failure is really the work being cancelled — the screen went away, or a newer load replaced it —
    /// which is never shown as an error.
    private static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || Task.isCancelled
    }

    private static var refreshFailed: String {
        NSLocalizedString("Couldn't Refresh", bundle: .module, comment: "Title of a failed refresh")
    }

    private static var saveFailed: String {
        NSLocalizedString("Couldn't Save", bundle: .module, comment: "Title of a failed save")
    }

    private static var deleteFailed: String {
        NSLocalizedString("Couldn't Delete", bundle: .module, comment: "Title of a failed delete")
    }
}

/// A view model whose loads and actions run through its `ScreenWork`: it supplies `start(_:)`, the mapping of its
/// actions to use cases, and gets from this protocol's extension the rest of what its screen calls.
@MainActor
public protocol ScreenWorkOwner: AnyObject {
    associatedtype Value: Equatable & Sendable
    associatedtype Action: Equatable & Sendable

    var work: ScreenWork<Value, Action> { get }

    /// Starts `action` with the use case it stands for, through `work`: a refresh as a read `disappear()` cancels,
    /// a save or a delete as a write that runs to its end.
    func start(_ action: Action) -> Task<Void, Never>
}

extension ScreenWorkOwner {
    public var state: LoadState<Value> { work.state }

    public var actionFailure: ActionFailure<Action>? { work.actionFailure }

    /// Whether the alert of `actionFailure` is up, for the screen to bind to: closing the alert any way but its
    /// retry forgets the failure without sending the action again.
    public var isShowingActionFailure: Bool {
        get { work.isShowingActionFailure }
        set { work.isShowingActionFailure = newValue }
    }

    /// Loads when the screen appears, unless a value is on screen (see `ScreenWork.appear()`).
    public func appear() async {
        await work.appear()
    }

    /// Shows progress, then the result.
    public func load() async {
        await work.load()
    }

    /// Loads again, showing progress, from the "Try Again" of a failed load.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        work.reload()
    }

    /// Fetches again while the value stays on screen, as pull to refresh expects; a failure becomes
    /// `actionFailure`.
    public func refresh() async {
        await work.refresh()
    }

    /// Sends a failed action again, as it was first sent.
    @discardableResult
    public func retry(_ action: Action) -> Task<Void, Never> {
        work.forgetActionFailure()
        return start(action)
    }

    /// Cancels the reads still running when the screen goes away; saves and deletes go on, and their outcome waits
    /// for the screen's return.
    public func disappear() {
        work.cancelReads()
    }
}
#endif
