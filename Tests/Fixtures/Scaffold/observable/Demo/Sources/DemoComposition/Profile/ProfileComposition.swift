import DemoData
import DemoDomain
import DemoPresentation

/// Wires the `Profile` feature: one repository, the use cases over it, and the view models that use them.
public struct ProfileComposition: Sendable {
    /// Internal, not private, so the composition tests can see which repository the feature got.
    let repository: any ProfileRepository

    /// - Parameter repository: Where `Profile` values live, for the whole feature: an adapter over a legacy
    ///   service, or a mock in a test.
    public init(repository: any ProfileRepository) {
        self.repository = repository
    }

    /// The feature over the app's server, or over records kept in memory when there is none.
    init(server: AppComposition.Server?) {
        let dataSource: any ProfileDataSource =
            if let server {
                RemoteProfileDataSource(httpClient: server.httpClient, baseURL: server.baseURL)
            } else {
                InMemoryProfileDataSource()
            }
        self.init(repository: DataSourceProfileRepository(dataSource: dataSource))
    }

    @MainActor
    public func makeViewModel() -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: DefaultLoadProfilesUseCase(repository: repository),
            saveProfile: DefaultSaveProfileUseCase(repository: repository),
            deleteProfile: DefaultDeleteProfileUseCase(repository: repository),
            observeProfiles: DefaultObserveProfilesUseCase(repository: repository)
        )
    }
}
