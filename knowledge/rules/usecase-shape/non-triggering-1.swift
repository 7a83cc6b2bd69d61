public protocol LoadProfileUseCase: Sendable {
    func execute() async throws -> Profile
}

public struct DefaultLoadProfileUseCase: LoadProfileUseCase {
    private let repository: any ProfileRepository

    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    public func execute() async throws -> Profile {
        try await repository.load()
    }
}
