import DemoDomain
import Observation

/// The business state behind `SettingsScreen`; only `SettingsFeature` changes it.
@Observable
@MainActor
public final class SettingsState {
    /// The one stored value once loaded; nil while nothing is stored.
    public internal(set) var settings: LoadState<Settings?> = .idle
    /// The last save or refresh that failed, kept apart from the value so the value stays on screen.
    public internal(set) var actionFailure: ActionFailure<SettingsAction>?

    public init() {}
}
