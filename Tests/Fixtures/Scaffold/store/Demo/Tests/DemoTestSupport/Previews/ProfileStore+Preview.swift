import DemoDomain
import DemoPresentation

extension Store where Feature == ProfileFeature {
    /// A store over the mock use cases whose load answers `result`, so a preview shows the screen loaded, empty or
    /// failed with the fixtures the tests use.
    public static func preview(
        loading result: Result<[Profile], any Error>
    ) -> ProfileStore {
        preview(load: MockLoadProfilesUseCase(result: result))
    }

    /// A store whose load does not answer while a preview is open, so the preview shows the screen's progress.
    public static func previewStillLoading() -> ProfileStore {
        let loadProfiles = MockLoadProfilesUseCase()
        loadProfiles.onExecute = {
            // Ends early when the preview closes, which cancels the screen's task and so this sleep.
            try? await _Concurrency.Task.sleep(for: .seconds(3600))
        }
        return preview(load: loadProfiles)
    }

    private static func preview(load: MockLoadProfilesUseCase) -> ProfileStore {
        ProfileStore(
            state: ProfileState(),
            feature: ProfileFeature(
                loadProfiles: load,
                saveProfile: MockSaveProfileUseCase(),
                deleteProfile: MockDeleteProfileUseCase()
            )
        )
    }
}
