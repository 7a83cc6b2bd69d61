import Observation

@MainActor
@Observable
public final class ProfileViewModel: ScreenWorkOwner {
    public enum Action: Equatable, Sendable {
        case refresh
    }

    public let work: ScreenWork<[Profile], Action>
}
