#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `SettingsScreen` from the fixtures the tests use, through a view model over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        SettingsScreen(viewModel: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        SettingsScreen(viewModel: .preview(loading: .success(.sample)))
    }
}

#Preview("Empty") {
    NavigationStack {
        SettingsScreen(viewModel: .preview(loading: .success(nil)))
    }
}

#Preview("Failed") {
    NavigationStack {
        SettingsScreen(viewModel: .preview(loading: .failure(SettingsError.unavailable)))
    }
}
#endif
