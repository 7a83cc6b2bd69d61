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
    ///
    /// - Parameter loadStarted: Runs as the load starts, when the screen shows progress: the signal a test awaits
    ///   instead of polling the state.
    public static func previewStillLoading(
        loadStarted: @escaping @MainActor () -> Void = {}
    ) -> ProfileViewModel {
        let loadProfiles = MockLoadProfilesUseCase()
        loadProfiles.onExecute = {
            loadStarted()
            // Waits, with no timer, until the preview closes: that cancels the screen's task, which ends the stream.
            let (closing, keepsOpen) = AsyncStream<Never>.makeStream()
            for await _ in closing {}
            keepsOpen.finish()
        }
        return preview(load: loadProfiles)
    }

    private static func preview(load: MockLoadProfilesUseCase) -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: load,
            saveProfile: MockSaveProfileUseCase(),
            deleteProfile: MockDeleteProfileUseCase(),
            observeProfiles: MockObserveProfilesUseCase()
        )
    }
}
#endif
