import Foundation

@MainActor
@Observable
public final class SettingsViewModel {
    public private(set) var isCompact = false

    public func load() {
        isCompact = UserDefaults.↓standard.bool(forKey: "compact")
    }
}
