import DemoData
import DemoDomain
import DemoPresentation

/// Wires the `Profile` feature: one repository, the use cases over it, and the view models that use them.
public struct ProfileComposition: Sendable {
    private let repository: any ProfileRepository

    /// - Parameter repository: Where `Profile` values live. The default keeps them in memory; pass another
    ///   implementation to switch storage for the whole feature.
    public init(
        repository: any ProfileRepository = DataSourceProfileRepository(dataSource: InMemoryProfileDataSource())
    ) {
        self.repository = repository
    }

    @MainActor
    public func makeViewModel() -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: DefaultLoadProfilesUseCase(repository: repository),
            saveProfile: DefaultSaveProfileUseCase(repository: repository),
            deleteProfile: DefaultDeleteProfileUseCase(repository: repository)
        )
    }
}
