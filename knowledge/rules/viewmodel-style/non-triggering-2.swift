import Combine
import DemoDomain

@MainActor
public final class ProfileViewModel: ObservableObject, ScreenWorkOwner {
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Profile)
    }

    @Published public var searchText = ""
    private var workChanges: AnyCancellable?
    public let work: ScreenWork<[Profile], Action>
    private let saveProfile: any SaveProfileUseCase
}
