import DemoDomain
import DemoPresentation

extension Store where Feature == SettingsFeature {
    /// A store over the mock use cases whose load answers `result`, so a preview shows the screen loaded, empty or
    /// failed with the fixtures the tests use.
    public static func preview(
        loading result: Result<Settings?, any Error>
    ) -> SettingsStore {
        preview(load: MockLoadSettingsUseCase(result: result))
    }

    /// A store whose load does not answer while a preview is open, so the preview shows the screen's progress.
    public static func previewStillLoading() -> SettingsStore {
        let loadSettings = MockLoadSettingsUseCase()
        loadSettings.onExecute = {
            // Ends early when the preview closes, which cancels the screen's task and so this sleep.
            try? await _Concurrency.Task.sleep(for: .seconds(3600))
        }
        return preview(load: loadSettings)
    }

    private static func preview(load: MockLoadSettingsUseCase) -> SettingsStore {
        SettingsStore(
            state: SettingsState(),
            feature: SettingsFeature(
                loadSettings: load,
                saveSettings: MockSaveSettingsUseCase()
            )
        )
    }
}
