import DemoDomain

/// What `SettingsScreen` holds: the package's `Store` running `SettingsFeature`.
public typealias SettingsStore = Store<SettingsFeature>

/// How each `SettingsAction` changes `SettingsState`, and which use case it calls.
///
/// It talks to use cases only, so it never learns where data is stored, and it turns every failure into
/// state with a message for the user rather than throwing at the view.
public struct SettingsFeature: StoreFeature {
    private let loadSettings: any LoadSettingsUseCase
    private let saveSettings: any SaveSettingsUseCase

    public init(
        loadSettings: any LoadSettingsUseCase,
        saveSettings: any SaveSettingsUseCase
    ) {
        self.loadSettings = loadSettings
        self.saveSettings = saveSettings
    }

    public func handle(_ action: SettingsAction, state: SettingsState) -> StoreEffect<SettingsAction>? {
        switch action {
        case .load:
            state.settings = .loading
            return fetch()
        case .refresh:
            return fetch()
        case .save(let settings):
            // One id per value: saving it again replaces a save still running, other values save side by side.
            return StoreEffect(id: "save \(settings.id)") { [saveSettings] in
                do {
                    try await saveSettings.execute(settings)
                    return .refresh
                } catch {
                    return .failed(message: "Saving failed. Please try again.")
                }
            }
        case .loaded(let settings):
            state.settings = .loaded(settings)
            return nil
        case .failed(let message):
            state.settings = .failed(message: message)
            return nil
        }
    }

    /// Every load runs under one id, so a newer load or refresh cancels an older one that is still running.
    private func fetch() -> StoreEffect<SettingsAction> {
        StoreEffect(id: "load") { [loadSettings] in
            do {
                return .loaded(try await loadSettings.execute())
            } catch {
                return .failed(message: "Loading failed. Check your connection and try again.")
            }
        }
    }
}
