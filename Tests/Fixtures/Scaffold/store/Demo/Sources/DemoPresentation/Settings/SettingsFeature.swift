import DemoDomain
import Foundation

/// What `SettingsScreen` holds: the package's `Store` running `SettingsFeature`.
public typealias SettingsStore = Store<SettingsFeature>

/// How each `SettingsAction` changes `SettingsState`, and which use case it calls.
///
/// It talks to use cases only, so it never learns where data is stored. Failures become state with text for the
/// user; a cancelled call never does, because cancelling only means the screen went away or newer work replaced it.
public struct SettingsFeature: StoreFeature {
    public typealias State = SettingsState
    public typealias Action = SettingsAction

    /// Names the loads, so a newer load or refresh cancels an older one still running and the newest answer wins.
    /// Writes run under the id of the value they write, queued: every write happens, in the order asked.
    private enum CancelID: Hashable, Sendable {
        case load
    }

    private let loadSettings: any LoadSettingsUseCase
    private let saveSettings: any SaveSettingsUseCase

    public init(
        loadSettings: any LoadSettingsUseCase,
        saveSettings: any SaveSettingsUseCase
    ) {
        self.loadSettings = loadSettings
        self.saveSettings = saveSettings
    }

    public func handle(_ action: Action, state: State) -> StoreEffect<Action> {
        switch action {
        case .appear:
            // Appearing again after a cancelled or failed load loads again; content already on screen stays.
            if case .loaded = state.settings { return .none }
            return load(state)
        case .load:
            return load(state)
        case .refresh:
            // With nothing on screen there is nothing to keep: a refresh is a load, and shows progress.
            guard case .loaded = state.settings else { return load(state) }
            forgetFailure(retriedBy: action, in: state)
            return .run(id: CancelID.load) { [loadSettings] send in
                do {
                    await send(.loaded(try await loadSettings.execute()))
                } catch is CancellationError {
                    // A refresh leaves the content as it was, so there is nothing to put back.
                } catch {
                    await send(.actionFailed(Self.failure(Self.couldNotRefresh, error, retry: .refresh)))
                }
            }
        case .save(let settings):
            forgetFailure(retriedBy: action, in: state)
            return .run(id: settings.id, policy: .queue) { [saveSettings] send in
                do {
                    try await saveSettings.execute(settings)
                    await send(.refresh)
                } catch is CancellationError {
                    // Nothing was shown before the save finished, so there is nothing to put back.
                } catch {
                    let retry = Action.save(settings)
                    await send(.actionFailed(Self.failure(Self.couldNotSave, error, retry: retry)))
                }
            }
        case .dismissActionFailure:
            state.actionFailure = nil
            return .none
        case .loaded(let settings):
            state.settings = .loaded(settings)
            return .none
        case .loadFailed(let message):
            state.settings = .failed(message: message)
            return .none
        case .loadCancelled(let previous):
            state.settings = previous
            return .none
        case .actionFailed(let failure):
            state.actionFailure = failure
            return .none
        }
    }

    /// Shows progress, then loads; if the load is cancelled, the screen goes back to what it showed before.
    private func load(_ state: State) -> StoreEffect<Action> {
        // Never back to `.loading`: nothing would end it.
        let shown = state.settings
        let previous: LoadState<Settings?> = shown == .loading ? .idle : shown
        state.settings = .loading
        return .run(id: CancelID.load) { [loadSettings] send in
            do {
                await send(.loaded(try await loadSettings.execute()))
            } catch is CancellationError {
                await send(.loadCancelled(restoring: previous))
            } catch {
                await send(.loadFailed(message: SettingsError.message(for: error)))
            }
        }
    }

    /// Retrying the failed action answers its alert; any other action leaves an alert the user has not answered up.
    private func forgetFailure(retriedBy action: Action, in state: State) {
        if state.actionFailure?.action == action {
            state.actionFailure = nil
        }
    }

    /// The alerts' titles, read from the String Catalog like every text the user reads.
    private static let couldNotRefresh = NSLocalizedString(
        "Couldn't Refresh", bundle: .module, comment: "Title of a failed refresh")
    private static let couldNotSave = NSLocalizedString(
        "Couldn't Save", bundle: .module, comment: "Title of a failed save")

    /// What the screen shows for an action on loaded values that failed, with the action itself for its retry.
    private static func failure(
        _ title: String, _ error: any Error, retry action: Action
    ) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: SettingsError.message(for: error))
    }
}
