#if canImport(Combine)
import Combine
import DemoDomain
import Foundation

/// The business state behind `SettingsScreen`, the one stored `Settings` (nil while nothing is stored), and
/// its actions, each mapped to a use case; its `ScreenWork` turns failures into state and ties reads to the screen.
@MainActor
public final class SettingsViewModel: ObservableObject, ScreenWorkOwner {
    /// An action that can fail while the loaded value stays on screen, and that `retry` sends again.
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Settings)
    }

    public let work: ScreenWork<Settings?, Action>
    private let saveSettings: any SaveSettingsUseCase

    public init(
        loadSettings: any LoadSettingsUseCase,
        saveSettings: any SaveSettingsUseCase
    ) {
        work = ScreenWork(refresh: .refresh, message: SettingsError.message(for:)) {
            try await loadSettings.execute()
        }
        self.saveSettings = saveSettings
        work.relayChanges(to: objectWillChange)
    }

    /// Saves, then refreshes; a failure keeps what is on screen and offers to save again.
    @discardableResult
    public func save(_ settings: Settings) -> _Concurrency.Task<Void, Never> {
        start(.save(settings))
    }

    /// Saves what a form holds when it is a valid `Settings`; a draft with problems saves nothing.
    @discardableResult
    public func save(_ draft: SettingsDraft) -> _Concurrency.Task<Void, Never>? {
        draft.settings.map { save($0) }
    }

    /// Starts `action` with the use case it stands for; `retry(_:)` sends a failed one again.
    public func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        switch action {
        case .refresh:
            work.startRefresh()
        case .save(let settings):
            work.save(action) { [saveSettings] in
                try await saveSettings.execute(settings)
            }
        }
    }
}
#endif
