@MainActor
@Observable
public final class SettingsViewModel {
    public private(set) var isCompact = false
    private let loadSettings: any LoadSettingsUseCase

    public init(loadSettings: any LoadSettingsUseCase) {
        self.loadSettings = loadSettings
    }

    public func load() async {
        isCompact = (try? await loadSettings.execute().isCompact) ?? false
    }
}
