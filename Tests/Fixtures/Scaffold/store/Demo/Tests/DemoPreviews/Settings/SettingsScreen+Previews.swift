#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import DemoUI
import SwiftUI

// Each state of `SettingsScreen` from the fixtures the tests use, through a store over the mock use cases.

#Preview("Loading") {
    NavigationStack {
        SettingsScreen(store: .previewStillLoading())
    }
}

#Preview("Loaded") {
    NavigationStack {
        SettingsScreen(store: .preview(loading: .success(.sample)))
    }
}

#Preview("Empty") {
    NavigationStack {
        SettingsScreen(store: .preview(loading: .success(nil)))
    }
}

#Preview("Failed") {
    NavigationStack {
        SettingsScreen(store: .preview(loading: .failure(SettingsError.unavailable)))
    }
}
#endif
