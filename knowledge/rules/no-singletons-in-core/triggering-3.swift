import Resolver

@MainActor
@Observable
public final class SettingsViewModel {
    @↓Injected private var loadSettings: any LoadSettingsUseCase
    public private(set) var isCompact = false
}
