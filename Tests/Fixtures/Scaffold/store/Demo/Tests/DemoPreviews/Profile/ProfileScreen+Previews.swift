#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `ProfileScreen` from the fixtures the tests use, through a store over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        ProfileScreen(store: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        ProfileScreen(store: .preview(loading: .success([.sample, .otherSample])))
    }
}

#Preview("Empty") {
    NavigationStack {
        ProfileScreen(store: .preview(loading: .success([])))
    }
}

#Preview("Failed") {
    NavigationStack {
        ProfileScreen(store: .preview(loading: .failure(ProfileError.unavailable)))
    }
}
#endif
