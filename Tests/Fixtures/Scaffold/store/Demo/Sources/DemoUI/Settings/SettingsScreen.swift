#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Lists `Settings` values: progress while they load, a message with a way to try again when loading fails,
/// and once they are loaded the list, which stays on screen when a refresh, save or delete fails.
///
/// It renders the store's state and sends user actions; every decision lives in `SettingsFeature`.
public struct SettingsScreen: View {
    @State private var store: SettingsStore
    @Environment(\.theme) private var theme

    public init(store: SettingsStore) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        content
            .navigationTitle(
                Text("Settings", bundle: .module, comment: "Title of the Settings list")
            )
            // SwiftUI cancels `.task` when the screen disappears, and `finish()` cancels the load with it; appearing
            // again loads unless the settings are already on screen.
            .task {
                await store.send(.appear).finish()
            }
            .alert(
                Text(store.state.actionFailure?.title ?? ""),
                isPresented: Binding(
                    get: { store.state.actionFailure != nil },
                    set: { isPresented in
                        if !isPresented {
                            store.send(.dismissActionFailure)
                        }
                    }
                ),
                presenting: store.state.actionFailure
            ) { failure in
                Button {
                    store.send(failure.action)
                } label: {
                    Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
                }
                // Closing the alert is all Cancel does: the binding then tells the store to forget the failure.
                Button(role: .cancel, action: {}) {
                    Text(
                        "Cancel", bundle: .module,
                        comment: "Closes the alert of a failed action without trying again")
                }
            } message: { failure in
                Text(failure.message)
            }
    }

    @ViewBuilder
    private var content: some View {
        switch store.state.settings {
        case .idle, .loading:
            ProgressView()
        case .loaded(let settings):
            list(of: settings)
        case .failed(let message):
            loadFailure(message) {
                store.send(.load)
            }
        }
    }

    // The entity is named with its module: SwiftUI declares many everyday type names, such as `Settings`.
    private func list(of rows: [DemoDomain.Settings]) -> some View {
        SwiftUI.List {
            ForEach(rows) { settings in
                NavigationLink(value: settings) {
                    row(for: settings)
                }
            }
        }
        .overlay {
            if rows.isEmpty {
                emptyContent
            }
        }
        .navigationDestination(for: DemoDomain.Settings.self) { item in
            SettingsDetailScreen(item: item)
        }
        .refreshable {
            await store.send(.refresh).finish()
        }
    }

    /// Labels are String Catalog keys, which Xcode adds to the catalog as it builds: translate them there rather
    /// than editing the code. The row is one accessibility element, so VoiceOver reads each label with its value
    /// in one stop.
    private func row(for settings: DemoDomain.Settings) -> some View {
        VStack(alignment: .leading, spacing: theme.spacing.small) {
            LabeledContent {
                Text(settings.theme.displayText)
            } label: {
                Text(
                    "Theme", bundle: .module,
                    comment: "Label of the field Settings.theme")
            }
            LabeledContent {
                Text(settings.notificationsEnabled.displayText)
            } label: {
                Text(
                    "Notifications enabled", bundle: .module,
                    comment: "Label of the field Settings.notificationsEnabled")
            }
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
        .accessibilityElement(children: .combine)
    }

    private var emptyContent: some View {
        ContentUnavailableView {
            Label {
                Text("No Settings", bundle: .module, comment: "Title of an empty Settings list")
            } icon: {
                Image(systemName: "tray")
            }
        } description: {
            Text(
                "Pull to refresh to look again.", bundle: .module,
                comment: "Description of a list with nothing in it")
        }
    }

    private func loadFailure(_ message: String, retry: @escaping @MainActor () -> Void) -> some View {
        ContentUnavailableView {
            Label {
                Text(
                    "Couldn't Load Settings", bundle: .module,
                    comment: "Title of a failed load of the Settings list")
            } icon: {
                Image(systemName: "exclamationmark.triangle")
            }
        } description: {
            Text(message)
        } actions: {
            Button(action: retry) {
                Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
            }
            .font(theme.typography.headline)
            .tint(theme.colors.accent)
        }
    }
}
#endif
