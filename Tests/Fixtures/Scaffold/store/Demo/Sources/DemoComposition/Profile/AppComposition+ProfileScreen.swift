#if canImport(SwiftUI)
import DemoUI

extension AppComposition {
    /// The `Profile` screen with its store, ready to show in a `NavigationStack`.
    @MainActor
    public func makeProfileScreen() -> ProfileScreen {
        ProfileScreen(store: profile.makeStore())
    }
}
#endif
