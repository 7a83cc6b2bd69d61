#if canImport(SwiftUI)
import DemoUI

extension AppComposition {
    /// The `Orders` screen with its store, ready to show in a `NavigationStack`.
    @MainActor
    public func makeOrdersScreen() -> OrdersScreen {
        OrdersScreen(store: orders.makeStore())
    }
}
#endif
