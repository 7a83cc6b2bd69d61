@MainActor
@Observable
public final class ProfileViewModel {
    private let loadProfile: any LoadProfileUseCase

    public init(loadProfile: any LoadProfileUseCase) {
        self.loadProfile = loadProfile
    }
}
