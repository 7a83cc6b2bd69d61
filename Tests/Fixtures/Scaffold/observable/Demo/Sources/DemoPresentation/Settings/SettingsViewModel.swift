import DemoDomain
import Foundation
import Observation

/// The business state behind `SettingsScreen`, and the actions it offers.
///
/// It holds the one stored `Settings`, nil while nothing is stored. It talks to use cases only, so it never
/// learns where data is stored, and it turns every failure into state with a message for the user rather than
/// throwing at the view: a failed load into `state`, a failed save or refresh into `actionFailure`, which leaves
/// the loaded value on screen. Cancellation is never a failure: a cancelled action leaves the state as it was
/// before.
///
/// Reads end with the screen; writes do not. Loads run in the screen's `.task`, which SwiftUI cancels when the
/// screen goes away, and a retried load runs as a task `disappear()` cancels. A save runs to its end whatever the
/// screen does, since cancelling a request does not undo it on the server; its outcome, the value now stored or
/// `actionFailure`, is what the screen shows when it is back.
@Observable
@MainActor
public final class SettingsViewModel {
    /// An action that can fail while the loaded value stays on screen, and that `retry` sends again.
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Settings)
    }

    public private(set) var state: LoadState<Settings?> = .idle
    public private(set) var actionFailure: ActionFailure<Action>?

    private let loadSettings: any LoadSettingsUseCase
    private let saveSettings: any SaveSettingsUseCase
    /// Counts loads, so an answer from a load that a newer one replaced is dropped instead of overwriting it.
    @ObservationIgnored
    private var loadGeneration = 0
    /// The reads taps started (a reload, a retried refresh) still running, for `disappear()` to cancel; each removes
    /// itself when done.
    @ObservationIgnored
    private var runningWork: [Int: _Concurrency.Task<Void, Never>] = [:]
    @ObservationIgnored
    private var nextWorkID = 0

    public init(
        loadSettings: any LoadSettingsUseCase,
        saveSettings: any SaveSettingsUseCase
    ) {
        self.loadSettings = loadSettings
        self.saveSettings = saveSettings
    }

    /// Loads when the screen appears, unless the value is on screen: a screen that comes back after a failure, or
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

    /// Loads again, showing progress, from the "Try Again" of a failed load.
    @discardableResult
    public func reload() -> _Concurrency.Task<Void, Never> {
        own { await self.load() }
    }

    /// Fetches again while the current value stays on screen; if that fails it stays, and the failure becomes
    /// `actionFailure`.
    public func refresh() async {
        await runLoad(showingProgress: false)
    }

    /// Saves, then refreshes, so the screen shows what is now stored; a failure keeps the loaded value and offers
    /// to save again.
    @discardableResult
    public func save(_ settings: Settings) -> _Concurrency.Task<Void, Never> {
        start(.save(settings))
    }

    /// Saves what a form holds when it is a valid `Settings`, as `save(_:)` does; a draft with problems saves
    /// nothing, and the form shows `draft.problems` beside its fields.
    ///
    /// - Returns: The save's task, or nil when the draft is not yet a `Settings`.
    @discardableResult
    public func save(_ draft: SettingsDraft) -> _Concurrency.Task<Void, Never>? {
        draft.settings.map { save($0) }
    }

    /// Sends a failed action again, as it was first sent.
    @discardableResult
    public func retry(_ action: Action) -> _Concurrency.Task<Void, Never> {
        actionFailure = nil
        return start(action)
    }

    /// Whether the alert of `actionFailure` is up, for the screen to bind to: closing the alert any way but its
    /// retry forgets the failure without sending the action again.
    public var isShowingActionFailure: Bool {
        get { actionFailure != nil }
        set {
            if !newValue {
                actionFailure = nil
            }
        }
    }

    /// Cancels the reads taps started that are still running, when the screen goes away; each leaves the state as
    /// it was before it. Saves and deletes go on: their outcome waits for the screen's return.
    public func disappear() {
        for task in runningWork.values {
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
            let settings = try await loadSettings.execute()
            // A newer load owns the state now, and its answer is the newer one.
            guard generation == loadGeneration else { return }
            state = .loaded(settings)
        } catch {
            guard generation == loadGeneration else { return }
            if showingProgress {
                state = previous
            }
            guard !Self.isCancellation(error) else { return }
            // Loaded with nothing stored is loaded all the same: the form is on screen, so the failure is an alert.
            if case .loaded = state {
                actionFailure = failure(of: .refresh, error)
            } else {
                state = .failed(message: SettingsError.message(for: error))
            }
        }
    }

    /// A refresh is a read and ends with the screen; a write runs in a task the screen does not own.
    private func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        if case .refresh = action {
            return own { await self.run(action) }
        }
        return _Concurrency.Task { await self.run(action) }
    }

    /// A row a delete took off the list, and where it was, to put back if the delete fails.
    private typealias RemovedRow = (index: Int, row: Settings)

    /// Performs `action` and keeps its failure in `actionFailure`, for the screen's alert.
    private func run(_ action: Action, removed: RemovedRow? = nil) async {
        if let error = await perform(action, removed: removed) {
            actionFailure = failure(of: action, error)
        }
    }

    /// Runs the read `work` as a task this view model keeps until it ends, so `disappear()` can cancel it.
    private func own(_ work: @escaping @MainActor () async -> Void) -> _Concurrency.Task<Void, Never> {
        nextWorkID += 1
        let id = nextWorkID
        let task = _Concurrency.Task {
            await work()
            runningWork[id] = nil
        }
        runningWork[id] = task
        return task
    }

    /// Performs `action`, and returns the error that failed it; nil when it succeeded or was cancelled, which is
    /// never a failure. `removed` is the row a delete took off the list, to put back if the delete fails.
    private func perform(_ action: Action, removed: RemovedRow? = nil) async -> (any Error)? {
        switch action {
        case .refresh:
            await refresh()
            return nil
        case .save(let settings):
            do {
                try await saveSettings.execute(settings)
            } catch {
                return Self.isCancellation(error) ? nil : error
            }
            await refresh()
            return nil
        }
    }

    private func failure(of action: Action, _ error: any Error) -> ActionFailure<Action> {
        let message = SettingsError.message(for: error)
        return ActionFailure(action: action, title: Self.title(ofFailed: action), message: message)
    }

    private static func title(ofFailed action: Action) -> String {
        switch action {
        case .refresh:
            return NSLocalizedString("Couldn't Refresh", bundle: .module, comment: "Title of a failed refresh")
        case .save:
            return NSLocalizedString("Couldn't Save", bundle: .module, comment: "Title of a failed save")
        }
    }

    /// Whether a failure is really the action being cancelled — the screen went away, or a newer action replaced
    /// it — which is never shown as an error.
    private static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || _Concurrency.Task.isCancelled
    }
}
