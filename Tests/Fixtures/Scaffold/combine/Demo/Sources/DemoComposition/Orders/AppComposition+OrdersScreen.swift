#if canImport(SwiftUI) && canImport(Combine)
import DemoUI

extension AppComposition {
    /// The `Orders` screen with its view model, ready to show in a `NavigationStack`.
    @MainActor
    public func makeOrdersScreen() -> OrdersScreen {
        OrdersScreen(viewModel: orders.makeViewModel())
    }
}
#endif
