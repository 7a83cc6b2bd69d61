/// Loads the stored ``Settings``, or nil while nothing is stored.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol LoadSettingsUseCase: Sendable {
    func execute() async throws -> Settings?
}

public struct DefaultLoadSettingsUseCase: LoadSettingsUseCase {
    private let repository: any SettingsRepository

    public init(repository: any SettingsRepository) {
        self.repository = repository
    }

    public func execute() async throws -> Settings? {
        try await repository.load()
    }
}
