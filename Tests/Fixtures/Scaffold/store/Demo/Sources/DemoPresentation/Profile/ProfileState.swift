import DemoDomain
import Observation

/// The business state behind `ProfileScreen`; only `ProfileFeature` changes it.
@Observable
@MainActor
public final class ProfileState {
    public internal(set) var profiles: LoadState<[Profile]> = .idle
    /// The last save, delete or refresh that failed, kept apart from the content so the content stays on screen.
    public internal(set) var actionFailure: ActionFailure<ProfileAction>?
    /// The rows whose deletion is on its way, kept off every list a load brings back until it has happened.
    var deletesInFlight: Set<Profile.ID> = []

    public init() {}
}
