#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `OrdersScreen` from the fixtures the tests use, through a store over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        OrdersScreen(store: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        OrdersScreen(store: .preview(loading: .success([.sample, .otherSample])))
    }
}

#Preview("Empty") {
    NavigationStack {
        OrdersScreen(store: .preview(loading: .success([])))
    }
}

#Preview("Failed") {
    NavigationStack {
        OrdersScreen(store: .preview(loading: .failure(OrderError.unavailable)))
    }
}
#endif
