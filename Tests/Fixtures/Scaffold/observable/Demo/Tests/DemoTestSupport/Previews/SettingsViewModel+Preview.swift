import DemoDomain
import DemoPresentation

extension SettingsViewModel {
    /// A view model over the mock use cases whose load answers `result`, so a preview shows the screen loaded,
    /// empty or failed with the fixtures the tests use.
    public static func preview(
        loading result: Result<Settings?, any Error>
    ) -> SettingsViewModel {
        preview(load: MockLoadSettingsUseCase(result: result))
    }

    /// A view model whose load does not answer while a preview is open, so the preview shows the screen's progress.
    public static func previewStillLoading() -> SettingsViewModel {
        let loadSettings = MockLoadSettingsUseCase()
        loadSettings.onExecute = {
            // Ends early when the preview closes, which cancels the screen's task and so this sleep.
            try? await _Concurrency.Task.sleep(for: .seconds(3600))
        }
        return preview(load: loadSettings)
    }

    private static func preview(load: MockLoadSettingsUseCase) -> SettingsViewModel {
        SettingsViewModel(
            loadSettings: load,
            saveSettings: MockSaveSettingsUseCase()
        )
    }
}
