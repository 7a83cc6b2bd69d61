import DemoDomain
import Observation

/// The business state behind `ProfileScreen`; only `ProfileFeature` changes it.
@Observable
@MainActor
public final class ProfileState {
    public internal(set) var profiles: LoadState<[Profile]> = .idle

    public init() {}
}
