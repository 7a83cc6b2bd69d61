import DemoDomain
import Foundation

/// What `ProfileScreen` holds: the package's `Store` running `ProfileFeature`.
public typealias ProfileStore = Store<ProfileFeature>

/// How each `ProfileAction` changes `ProfileState`, and which use case it calls.
///
/// It talks to use cases only, so it never learns where data is stored. Failures become state with text for the
/// user; a cancelled call never does, because cancelling only means the screen went away or newer work replaced it.
public struct ProfileFeature: StoreFeature {
    public typealias State = ProfileState
    public typealias Action = ProfileAction

    /// Names the loads, so a newer load or refresh cancels an older one still running and the newest answer wins.
    /// Writes run under the id of the value they write, queued: every write happens, in the order asked.
    private enum CancelID: Hashable, Sendable {
        case load
        /// Following the stored values, which only the screen's going away ends.
        case observe
    }

    private let loadProfiles: any LoadProfilesUseCase
    private let saveProfile: any SaveProfileUseCase
    private let deleteProfile: any DeleteProfileUseCase
    private let observeProfiles: any ObserveProfilesUseCase

    public init(
        loadProfiles: any LoadProfilesUseCase,
        saveProfile: any SaveProfileUseCase,
        deleteProfile: any DeleteProfileUseCase,
        observeProfiles: any ObserveProfilesUseCase
    ) {
        self.loadProfiles = loadProfiles
        self.saveProfile = saveProfile
        self.deleteProfile = deleteProfile
        self.observeProfiles = observeProfiles
    }

    public func handle(_ action: Action, state: State) -> StoreEffect<Action> {
        switch action {
        case .appear:
            // Appearing again after a cancelled or failed load loads again; content already on screen stays.
            if case .loaded = state.profiles { return .none }
            return load(state)
        case .load:
            return load(state)
        case .refresh:
            // With nothing on screen there is nothing to keep: a refresh is a load, and shows progress.
            guard case .loaded = state.profiles else { return load(state) }
            forgetFailure(retriedBy: action, in: state)
            return .run(id: CancelID.load) { [loadProfiles] send in
                do {
                    await send(.loaded(try await loadProfiles.execute()))
                } catch is CancellationError {
                    // A refresh leaves the content as it was, so there is nothing to put back.
                } catch {
                    await send(.actionFailed(Self.failure(Self.couldNotRefresh, error, retry: .refresh)))
                }
            }
        case .save(let profile):
            forgetFailure(retriedBy: action, in: state)
            return .run(id: profile.id, policy: .queue) { [saveProfile] send in
                do {
                    try await saveProfile.execute(profile)
                    await send(.refresh)
                } catch is CancellationError {
                    // Nothing was shown before the save finished, so there is nothing to put back.
                } catch {
                    let retry = Action.save(profile)
                    await send(.actionFailed(Self.failure(Self.couldNotSave, error, retry: retry)))
                }
            }
        case .delete(let id):
            forgetFailure(retriedBy: action, in: state)
            let removed = removeRow(id: id, from: state)
            state.deletesInFlight.insert(id)
            return .run(id: id, policy: .queue) { [deleteProfile] send in
                do {
                    try await deleteProfile.execute(id: id)
                    await send(.deleteEnded(id: id))
                    // Reconcile with what is stored now, which other work may also have changed.
                    await send(.refresh)
                } catch {
                    await send(.deleteEnded(id: id))
                    if let removed {
                        await send(.reinsert(removed.row, at: removed.index))
                    }
                    if !(error is CancellationError) {
                        await send(.actionFailed(Self.failure(Self.couldNotDelete, error, retry: .delete(id: id))))
                    }
                }
            }
        case .observe:
            return .run(id: CancelID.observe) { [observeProfiles] send in
                do {
                    for try await profiles in observeProfiles.execute() {
                        await send(.loaded(profiles))
                    }
                } catch is CancellationError {
                    // The screen went away, which is no failure.
                } catch {
                    await send(.updatesFailed(Self.failure(Self.couldNotRefresh, error, retry: .refresh)))
                }
            }
        case .updatesFailed(let failure):
            if case .loaded = state.profiles {
                state.actionFailure = failure
            } else {
                state.profiles = .failed(message: failure.message)
            }
            return .none
        case .dismissActionFailure:
            state.actionFailure = nil
            return .none
        case .loaded(let profiles):
            // Rows whose deletion is on its way stay off, whatever a load that answered before it brings back.
            let kept = profiles.filter { !state.deletesInFlight.contains($0.id) }
            state.profiles = .loaded(kept)
            return .none
        case .loadFailed(let message):
            state.profiles = .failed(message: message)
            return .none
        case .loadCancelled(let previous):
            state.profiles = previous
            return .none
        case .actionFailed(let failure):
            state.actionFailure = failure
            return .none
        case .reinsert(let row, let index):
            // `row` and `rows`, since an entity may be its own plural (`Products`).
            guard case .loaded(var rows) = state.profiles, !rows.contains(where: { $0.id == row.id })
            else { return .none }
            rows.insert(row, at: min(index, rows.count))
            state.profiles = .loaded(rows)
            return .none
        case .deleteEnded(let id):
            state.deletesInFlight.remove(id)
            return .none
        }
    }

    /// Shows progress, then loads; if the load is cancelled, the screen goes back to what it showed before.
    private func load(_ state: State) -> StoreEffect<Action> {
        // Never back to `.loading`: nothing would end it.
        let shown = state.profiles
        let previous: LoadState<[Profile]> = shown == .loading ? .idle : shown
        state.profiles = .loading
        return .run(id: CancelID.load) { [loadProfiles] send in
            do {
                await send(.loaded(try await loadProfiles.execute()))
            } catch is CancellationError {
                await send(.loadCancelled(restoring: previous))
            } catch {
                await send(.loadFailed(message: ProfileError.message(for: error)))
            }
        }
    }

    /// Takes the row off the screen before the delete finishes, and says where it was, to put it back on failure.
    private func removeRow(
        id: Profile.ID, from state: State
    ) -> (index: Int, row: Profile)? {
        guard case .loaded(var profiles) = state.profiles,
            let index = profiles.firstIndex(where: { $0.id == id })
        else { return nil }
        let removed = profiles.remove(at: index)
        state.profiles = .loaded(profiles)
        return (index, removed)
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
    private static let couldNotDelete = NSLocalizedString(
        "Couldn't Delete", bundle: .module, comment: "Title of a failed delete")

    /// What the screen shows for an action on loaded values that failed, with the action itself for its retry.
    private static func failure(
        _ title: String, _ error: any Error, retry action: Action
    ) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: ProfileError.message(for: error))
    }
}
