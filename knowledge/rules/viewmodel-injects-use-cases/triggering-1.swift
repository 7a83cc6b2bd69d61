@MainActor
@Observable
public final class ProfileViewModel {
    private let repository: any ↓ProfileRepository

    public init(repository: any ↓ProfileRepository) {
        self.repository = repository
    }
}
