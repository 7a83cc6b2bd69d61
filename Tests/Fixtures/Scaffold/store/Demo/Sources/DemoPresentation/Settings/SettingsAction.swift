import DemoDomain

/// Everything that can happen on `SettingsScreen`: what the user asks for, and what the work it started
/// reports back.
public enum SettingsAction: Equatable, Sendable {
    /// The screen appeared: loads, unless its value is already on screen, even as nothing stored.
    case appear
    /// Shows progress, then the result: for retrying after a failed load.
    case load
    /// Fetches again while the current value stays on screen; with none loaded, loads.
    case refresh
    /// Saves, then refreshes, so the screen shows what is now stored.
    case save(Settings)
    /// The user closed the alert about a failed action without retrying it.
    case dismissActionFailure

    /// A load or refresh finished with the stored value, nil when nothing is stored.
    case loaded(Settings?)
    /// A load failed; the message is for the user.
    case loadFailed(message: String)
    /// A load was cancelled, so the screen shows again what it showed before the load began.
    case loadCancelled(restoring: LoadState<Settings?>)
    /// A refresh or save failed; the loaded value stays on screen.
    indirect case actionFailed(ActionFailure<SettingsAction>)
}
