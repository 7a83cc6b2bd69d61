import DemoData
import DemoDomain
import DemoPresentation

/// Wires the `Settings` feature: one repository, the use cases over it, and the stores that use them.
public struct SettingsComposition: Sendable {
    private let repository: any SettingsRepository

    /// - Parameter repository: Where `Settings` values live. The default keeps them in memory; pass another
    ///   implementation to switch storage for the whole feature.
    public init(
        repository: any SettingsRepository = DataSourceSettingsRepository(dataSource: InMemorySettingsDataSource())
    ) {
        self.repository = repository
    }

    @MainActor
    public func makeStore() -> SettingsStore {
        Store(
            state: SettingsState(),
            feature: SettingsFeature(
                loadSettings: DefaultLoadSettingsUseCase(repository: repository),
                saveSettings: DefaultSaveSettingsUseCase(repository: repository)
            )
        )
    }
}
