#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `ProfileScreen` from the fixtures the tests use, through a view model over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        ProfileScreen(viewModel: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        ProfileScreen(viewModel: .preview(loading: .success([.sample, .otherSample])))
    }
}

#Preview("Empty") {
    NavigationStack {
        ProfileScreen(viewModel: .preview(loading: .success([])))
    }
}

#Preview("Failed") {
    NavigationStack {
        ProfileScreen(viewModel: .preview(loading: .failure(ProfileError.unavailable)))
    }
}
#endif
