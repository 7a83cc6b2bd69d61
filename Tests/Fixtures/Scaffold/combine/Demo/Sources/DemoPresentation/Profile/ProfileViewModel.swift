#if canImport(Combine)
import Combine
import DemoDomain
import Foundation

/// The business state behind `ProfileScreen`, and the actions it offers.
///
/// It talks to use cases only, so it never learns where data is stored, and it turns every failure into state
/// with a message for the user rather than throwing at the view: a failed load into `state`, a failed action on
/// loaded values into `actionFailure`, which leaves them on screen. Cancellation is never a failure: a cancelled
/// action leaves the state as it was before.
///
/// Reads end with the screen; writes do not. Loads run in the screen's `.task` and `.refreshable`, which SwiftUI
/// cancels when the screen goes away, and a retried load runs as a task `disappear()` cancels. A save or delete
/// runs to its end whatever the screen does, since cancelling a request does not undo it on the server; its
/// outcome, the refreshed list or `actionFailure`, is what the screen shows when it is back.
@MainActor
public final class ProfileViewModel: ObservableObject {
    /// An action on loaded values that can fail while they stay on screen, and that `retry` sends again.
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Profile)
        case delete(id: Profile.ID)
    }

    @Published public private(set) var state: LoadState<[Profile]> = .idle
    @Published public private(set) var actionFailure: ActionFailure<Action>?
    /// What the user types in the search field.
    @Published public var searchText = ""
    /// The search the list follows: `searchText` once typing pauses, so the list does not jump at every key.
    @Published public private(set) var appliedSearch = ""

    private let loadProfiles: any LoadProfilesUseCase
    private let saveProfile: any SaveProfileUseCase
    private let deleteProfile: any DeleteProfileUseCase
    /// Counts loads, so an answer from a load that a newer one replaced is dropped instead of overwriting it.
    private var loadGeneration = 0
    /// The reads taps started (a reload, a retried refresh) still running, for `disappear()` to cancel; each removes
    /// itself when done.
    private var runningWork: [Int: _Concurrency.Task<Void, Never>] = [:]
    private var nextWorkID = 0
    /// The rows whose deletion is on its way, kept off every list a load brings back until it has happened.
    private var deletesInFlight: Set<Profile.ID> = []

    /// - Parameter searchDelay: How long typing must pause before the list follows the search.
    public init(
        loadProfiles: any LoadProfilesUseCase,
        saveProfile: any SaveProfileUseCase,
        deleteProfile: any DeleteProfileUseCase,
        searchDelay: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    ) {
        self.loadProfiles = loadProfiles
        self.saveProfile = saveProfile
        self.deleteProfile = deleteProfile
        $searchText
            .debounce(for: searchDelay, scheduler: DispatchQueue.main)
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .removeDuplicates()
            .assign(to: &$appliedSearch)
    }

    /// The loaded values that match the search — all of them while it is empty — compared with the text each row
    /// shows.
    public var visibleProfiles: [Profile] {
        let loaded = state.value ?? []
        guard !appliedSearch.isEmpty else { return loaded }
        return loaded.filter { profile in
            var shownTexts: [String] = []
            shownTexts.append(profile.name.displayText)
            shownTexts.append(profile.age.displayText)
            return shownTexts.contains { $0.localizedCaseInsensitiveContains(appliedSearch) }
        }
    }

    /// Loads when the screen appears, unless values are on screen: a screen that comes back after a failure, or
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

    /// Fetches again while the current values stay on screen, as pull to refresh expects; if that fails they stay,
    /// and the failure becomes `actionFailure`.
    public func refresh() async {
        await runLoad(showingProgress: false)
    }

    /// Saves, then refreshes, so the list shows what is now stored; a failure keeps the list and offers to save
    /// again.
    @discardableResult
    public func save(_ profile: Profile) -> _Concurrency.Task<Void, Never> {
        start(.save(profile))
    }

    /// Saves what a form holds when it is a valid `Profile`, as `save(_:)` does; a draft with problems saves
    /// nothing, and the form shows `draft.problems` beside its fields.
    ///
    /// - Returns: The save's task, or nil when the draft is not yet a `Profile`.
    @discardableResult
    public func save(_ draft: ProfileDraft) -> _Concurrency.Task<Void, Never>? {
        draft.profile.map { save($0) }
    }

    /// Takes the row off the list at once, then deletes and refreshes; a failure puts the row back and offers to
    /// delete again.
    @discardableResult
    public func delete(id: Profile.ID) -> _Concurrency.Task<Void, Never> {
        start(.delete(id: id))
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
            let profiles = try await loadProfiles.execute()
            // A newer load owns the state now, and its answer is the newer one.
            guard generation == loadGeneration else { return }
            state = .loaded(profiles.filter { !deletesInFlight.contains($0.id) })
        } catch {
            guard generation == loadGeneration else { return }
            if showingProgress {
                state = previous
            }
            guard !Self.isCancellation(error) else { return }
            if state.value != nil {
                actionFailure = failure(of: .refresh, error)
            } else {
                state = .failed(message: ProfileError.message(for: error))
            }
        }
    }

    /// A refresh is a read and ends with the screen; a write runs in a task the screen does not own.
    private func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        if case .refresh = action {
            return own { await self.run(action) }
        }
        if case .delete(let id) = action {
            // Off the list before this returns, as `onDelete` expects, and off every list a load brings back until
            // the deletion has happened.
            let removed = removeRow(id: id)
            deletesInFlight.insert(id)
            return _Concurrency.Task {
                await self.run(action, removed: removed)
                self.deletesInFlight.remove(id)
            }
        }
        return _Concurrency.Task { await self.run(action) }
    }

    /// A row a delete took off the list, and where it was, to put back if the delete fails.
    private typealias RemovedRow = (index: Int, row: Profile)

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
        case .save(let profile):
            do {
                try await saveProfile.execute(profile)
            } catch {
                return Self.isCancellation(error) ? nil : error
            }
            await refresh()
            return nil
        case .delete(let id):
            do {
                try await deleteProfile.execute(id: id)
            } catch {
                putBack(removed)
                return Self.isCancellation(error) ? nil : error
            }
            await refresh()
            return nil
        }
    }

    /// Takes a row off the loaded list before the deletion is confirmed, and says where it was.
    private func removeRow(id: Profile.ID) -> (index: Int, row: Profile)? {
        guard var rows = state.value, let index = rows.firstIndex(where: { $0.id == id }) else { return nil }
        let row = rows.remove(at: index)
        state = .loaded(rows)
        return (index, row)
    }

    /// Puts a row back where it was when its deletion did not happen, unless the list has it again already.
    private func putBack(_ removed: (index: Int, row: Profile)?) {
        guard let removed, var rows = state.value, !rows.contains(where: { $0.id == removed.row.id }) else { return }
        rows.insert(removed.row, at: min(removed.index, rows.count))
        state = .loaded(rows)
    }

    private func failure(of action: Action, _ error: any Error) -> ActionFailure<Action> {
        let message = ProfileError.message(for: error)
        return ActionFailure(action: action, title: Self.title(ofFailed: action), message: message)
    }

    private static func title(ofFailed action: Action) -> String {
        switch action {
        case .refresh:
            return NSLocalizedString("Couldn't Refresh", bundle: .module, comment: "Title of a failed refresh")
        case .save:
            return NSLocalizedString("Couldn't Save", bundle: .module, comment: "Title of a failed save")
        case .delete:
            return NSLocalizedString("Couldn't Delete", bundle: .module, comment: "Title of a failed delete")
        }
    }

    /// Whether a failure is really the action being cancelled — the screen went away, or a newer action replaced
    /// it — which is never shown as an error.
    private static func isCancellation(_ error: any Error) -> Bool {
        error is CancellationError || _Concurrency.Task.isCancelled
    }
}
#endif
