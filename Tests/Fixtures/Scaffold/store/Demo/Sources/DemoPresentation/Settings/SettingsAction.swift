import DemoDomain

/// Everything that can happen on `SettingsScreen`: what the user asks for, and what the work it started
/// reports back.
public enum SettingsAction: Sendable {
    /// Shows progress, then the result: for the first appearance and for retrying after a failure.
    case load
    /// Fetches again while the current values stay on screen, as pull to refresh expects.
    case refresh
    /// Saves, then refreshes, so the list shows what is now stored.
    case save(Settings)
    /// A load or refresh finished with these values.
    case loaded([Settings])
    /// Something failed; the message is for the user.
    case failed(message: String)
}
