@MainActor
@Observable
public final class SettingsViewModel: ScreenWorkOwner {
    public enum Action: Equatable, Sendable {
        case refresh
    }

    public let work: ScreenWork<Settings?, Action>

    public init(loadSettings: any LoadSettingsUseCase) {
        work = ScreenWork(refresh: .refresh, message: SettingsError.message(for:)) {
            try await loadSettings.execute()
        }
    }

    public func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        work.startRefresh()
    }
}
