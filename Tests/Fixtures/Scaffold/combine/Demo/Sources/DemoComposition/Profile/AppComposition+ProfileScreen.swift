#if canImport(SwiftUI) && canImport(Combine)
import DemoUI

extension AppComposition {
    /// The `Profile` screen with its view model, ready to show in a `NavigationStack`.
    @MainActor
    public func makeProfileScreen() -> ProfileScreen {
        ProfileScreen(viewModel: profile.makeViewModel())
    }
}
#endif
