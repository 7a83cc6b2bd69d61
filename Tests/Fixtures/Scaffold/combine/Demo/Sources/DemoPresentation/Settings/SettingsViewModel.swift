#if canImport(Combine)
import Combine
import DemoDomain

/// The business state behind `SettingsScreen`, and the actions it offers.
///
/// It talks to use cases only, so it never learns where data is stored, and it turns every failure into
/// state with a message for the user rather than throwing at the view.
@MainActor
public final class SettingsViewModel: ObservableObject {
    @Published public private(set) var state: LoadState<[Settings]> = .idle

    private let loadSettings: any LoadSettingsUseCase
    private let saveSettings: any SaveSettingsUseCase

    public init(
        loadSettings: any LoadSettingsUseCase,
        saveSettings: any SaveSettingsUseCase
    ) {
        self.loadSettings = loadSettings
        self.saveSettings = saveSettings
    }

    /// Shows progress, then the result: for the first appearance and for retrying after a failure.
    public func load() async {
        state = .loading
        await refresh()
    }

    /// Fetches again while the current values stay on screen, as pull to refresh expects.
    public func refresh() async {
        do {
            state = .loaded(try await loadSettings.execute())
        } catch {
            state = .failed(message: "Loading failed. Check your connection and try again.")
        }
    }

    /// Saves, then refreshes, so the list shows what is now stored.
    public func save(_ settings: Settings) async {
        do {
            try await saveSettings.execute(settings)
        } catch {
            state = .failed(message: "Saving failed. Please try again.")
            return
        }
        await refresh()
    }
}
#endif
