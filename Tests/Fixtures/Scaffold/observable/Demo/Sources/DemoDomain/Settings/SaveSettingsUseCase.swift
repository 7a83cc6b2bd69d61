/// Saves the ``Settings`` in place of the stored one.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol SaveSettingsUseCase: Sendable {
    func execute(_ settings: Settings) async throws
}

public struct DefaultSaveSettingsUseCase: SaveSettingsUseCase {
    private let repository: any SettingsRepository

    public init(repository: any SettingsRepository) {
        self.repository = repository
    }

    public func execute(_ settings: Settings) async throws {
        try await repository.save(settings)
    }
}
