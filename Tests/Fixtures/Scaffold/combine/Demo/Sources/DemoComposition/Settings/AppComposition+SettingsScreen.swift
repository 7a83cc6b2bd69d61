#if canImport(SwiftUI) && canImport(Combine)
import DemoUI

extension AppComposition {
    /// The `Settings` screen with its view model, ready to show in a `NavigationStack`.
    @MainActor
    public func makeSettingsScreen() -> SettingsScreen {
        SettingsScreen(viewModel: settings.makeViewModel())
    }
}
#endif
