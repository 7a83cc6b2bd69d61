/// Deletes the ``Profile`` with a given identifier.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol DeleteProfileUseCase: Sendable {
    func execute(id: Profile.ID) async throws
}

public struct DefaultDeleteProfileUseCase: DeleteProfileUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute(id: Profile.ID) async throws {
        try await repository.delete(id: id)
    }
}
