import DemoDomain
import Observation

/// The business state behind `SettingsScreen`; only `SettingsFeature` changes it.
@Observable
@MainActor
public final class SettingsState {
    public internal(set) var settings: LoadState<[Settings]> = .idle

    public init() {}
}
