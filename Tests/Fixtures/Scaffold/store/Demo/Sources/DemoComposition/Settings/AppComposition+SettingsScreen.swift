#if canImport(SwiftUI)
import DemoUI

extension AppComposition {
    /// The `Settings` screen with its store, ready to show in a `NavigationStack`.
    @MainActor
    public func makeSettingsScreen() -> SettingsScreen {
        SettingsScreen(store: settings.makeStore())
    }
}
#endif
