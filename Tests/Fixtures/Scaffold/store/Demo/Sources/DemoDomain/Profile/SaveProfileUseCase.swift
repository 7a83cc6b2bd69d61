/// Saves a ``Profile``, adding it or replacing the stored one with the same identifier.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol SaveProfileUseCase: Sendable {
    func execute(_ profile: Profile) async throws
}

public struct DefaultSaveProfileUseCase: SaveProfileUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute(_ profile: Profile) async throws {
        try await repository.save(profile)
    }
}
