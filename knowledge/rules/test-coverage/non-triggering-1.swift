public struct DefaultLoadProfilesUseCase: LoadProfilesUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Profile] { try await repository.loadAll() }
}
