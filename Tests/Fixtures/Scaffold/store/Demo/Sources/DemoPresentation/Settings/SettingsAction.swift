import DemoDomain

/// Everything that can happen on `SettingsScreen`: what the user asks for, and what the work it started
/// reports back.
public enum SettingsAction: Equatable, Sendable {
    /// The screen appeared: loads, unless the settings are already on screen.
    case appear
    /// Shows progress, then the result: for retrying after a failed load.
    case load
    /// Fetches again while the current values stay on screen, as pull to refresh expects; with none, loads.
    case refresh
    /// Saves, then refreshes, so the list shows what is now stored.
    case save(Settings)
    /// The user closed the alert about a failed action without retrying it.
    case dismissActionFailure

    /// A load or refresh finished with these values.
    case loaded([Settings])
    /// A load failed; the message is for the user.
    case loadFailed(message: String)
    /// A load was cancelled, so the screen shows again what it showed before the load began.
    case loadCancelled(restoring: LoadState<[Settings]>)
    /// A refresh, save or delete failed; the loaded values stay on screen.
    indirect case actionFailed(ActionFailure<SettingsAction>)
}
