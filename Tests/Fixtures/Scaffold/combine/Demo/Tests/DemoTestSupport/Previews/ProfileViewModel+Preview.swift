#if canImport(Combine)
import DemoDomain
import DemoPresentation

extension ProfileViewModel {
    /// A view model over the mock use cases whose load answers `result`, so a preview shows the screen loaded,
    /// empty or failed with the fixtures the tests use.
    public static func preview(
        loading result: Result<[Profile], any Error>
    ) -> ProfileViewModel {
        preview(load: MockLoadProfilesUseCase(result: result))
    }

    /// A view model whose load does not answer while a preview is open, so the preview shows the screen's progress.
    public static func previewStillLoading() -> ProfileViewModel {
        let loadProfiles = MockLoadProfilesUseCase()
        loadProfiles.onExecute = {
            // Ends early when the preview closes, which cancels the screen's task and so this sleep.
            try? await _Concurrency.Task.sleep(for: .seconds(3600))
        }
        return preview(load: loadProfiles)
    }

    private static func preview(load: MockLoadProfilesUseCase) -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: load,
            saveProfile: MockSaveProfileUseCase(),
            deleteProfile: MockDeleteProfileUseCase()
        )
    }
}
#endif
