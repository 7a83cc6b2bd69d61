import DemoData
import DemoDomain
import DemoPresentation

/// Wires the `Settings` feature: one repository, the use cases over it, and the view models that use them.
public struct SettingsComposition: Sendable {
    /// Internal, not private, so the composition tests can see which repository the feature got.
    let repository: any SettingsRepository

    /// - Parameter repository: Where `Settings` values live, for the whole feature: an adapter over a legacy
    ///   service, or a mock in a test.
    public init(repository: any SettingsRepository) {
        self.repository = repository
    }

    /// The feature over the app's server, or over records kept in memory when there is none.
    init(server: AppComposition.Server?) {
        let dataSource: any SettingsDataSource =
            if let server {
                RemoteSettingsDataSource(httpClient: server.httpClient, baseURL: server.baseURL)
            } else {
                InMemorySettingsDataSource()
            }
        self.init(repository: DataSourceSettingsRepository(dataSource: dataSource))
    }

    @MainActor
    public func makeViewModel() -> SettingsViewModel {
        SettingsViewModel(
            loadSettings: DefaultLoadSettingsUseCase(repository: repository),
            saveSettings: DefaultSaveSettingsUseCase(repository: repository)
        )
    }
}
