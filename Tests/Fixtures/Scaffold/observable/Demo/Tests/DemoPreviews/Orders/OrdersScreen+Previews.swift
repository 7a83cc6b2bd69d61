#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `OrdersScreen` from the fixtures the tests use, through a view model over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        OrdersScreen(viewModel: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        OrdersScreen(viewModel: .preview(loading: .success([.sample, .otherSample])))
    }
}

#Preview("Empty") {
    NavigationStack {
        OrdersScreen(viewModel: .preview(loading: .success([])))
    }
}

#Preview("Failed") {
    NavigationStack {
        OrdersScreen(viewModel: .preview(loading: .failure(OrderError.unavailable)))
    }
}
#endif
