import Observation

@Observable
@MainActor
public final class ProfileState {
    public internal(set) var profiles: LoadState<[Profile]> = .idle
}

public enum ProfileAction: Sendable {
    case load
}

public struct ProfileFeature: StoreFeature {
    public func handle(_ action: ProfileAction, state: ProfileState) -> StoreEffect<ProfileAction> {
        .none
    }
}
