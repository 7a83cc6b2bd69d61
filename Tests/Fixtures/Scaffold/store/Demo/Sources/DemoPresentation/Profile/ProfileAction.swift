import DemoDomain

/// Everything that can happen on `ProfileScreen`: what the user asks for, and what the work it started
/// reports back.
public enum ProfileAction: Equatable, Sendable {
    /// The screen appeared: loads, unless the profiles are already on screen.
    case appear
    /// Shows progress, then the result: for retrying after a failed load.
    case load
    /// Fetches again while the current values stay on screen, as pull to refresh expects; with none, loads.
    case refresh
    /// Saves, then refreshes, so the list shows what is now stored.
    case save(Profile)
    /// Removes the row at once, deletes, then refreshes; the row comes back if the delete does not happen.
    case delete(id: Profile.ID)
    /// The screen is up: shows every change of the stored values until the screen's task is cancelled.
    case observe
    /// The user closed the alert about a failed action without retrying it.
    case dismissActionFailure

    /// A load or refresh finished with these values.
    case loaded([Profile])
    /// A load failed; the message is for the user.
    case loadFailed(message: String)
    /// A load was cancelled, so the screen shows again what it showed before the load began.
    case loadCancelled(restoring: LoadState<[Profile]>)
    /// A refresh, save or delete failed; the loaded values stay on screen.
    indirect case actionFailed(ActionFailure<ProfileAction>)
    /// A delete did not happen, so its row goes back where it was.
    case reinsert(Profile, at: Int)
    /// A delete has happened or failed: from now on its row shows if a load brings it back.
    case deleteEnded(id: Profile.ID)
    /// The stream of stored values failed: the failed screen while nothing is loaded, else an alert over it.
    indirect case updatesFailed(ActionFailure<ProfileAction>)
}
