#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// One `Settings`, settings-like: progress while it loads, a message with a way to try again when loading fails,
/// and once it is loaded a form over the stored value (a new one while nothing is stored), whose Save goes through
/// the store. A failed save leaves the form as it was and shows an alert whose "Try Again" saves again.
public struct SettingsScreen: View {
    @State private var builtStore: BuiltOnce<SettingsStore>
    @Environment(\.theme) private var theme
    /// What the form on screen was made from, kept through the form's own saves so that typing after Save stays.
    @State private var formOrigin = FormOrigin<DemoDomain.Settings>()

    /// - Parameter store: Built once, the first time the screen draws: SwiftUI makes the screen value again whenever its
    ///   parent redraws, and the autoclosure keeps those copies from building stores that would be thrown away.
    public init(store: @autoclosure @escaping () -> SettingsStore) {
        _builtStore = State(initialValue: BuiltOnce(store))
    }

    private var store: SettingsStore {
        builtStore.value
    }

    public var body: some View {
        content
            .navigationTitle(
                Text(
                    "Settings", bundle: .module,
                    comment: "Title of the Settings screen")
            )
            // SwiftUI cancels `.task` when the screen disappears, and `finish()` cancels the load with it.
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
                        comment: "Closes a form unsaved, or a failed action's alert without retrying")
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
        case .loaded(let stored):
            // The stored value, or a new one while nothing is stored; a value stored elsewhere (loaded again, not saved
            // by this form) starts the form afresh from what is now stored.
            let draft = stored.map { SettingsDraft($0) } ?? SettingsDraft()
            SettingsFormView(draft: draft, save: save)
                .id(formOrigin.origin(showing: stored))
        case .failed(let message):
            loadFailure(message)
        }
    }

    /// Saves a valid draft; one with problems stays in the form, which shows them.
    private func save(_ draft: SettingsDraft) -> Bool {
        guard let settings = draft.settings else { return false }
        let stored = store.state.settings.value ?? nil
        formOrigin.save(settings, showing: stored)
        store.send(.save(settings))
        return true
    }

    private func loadFailure(_ message: String) -> some View {
        ContentUnavailableView {
            Label {
                Text(
                    "Couldn't Load Settings", bundle: .module,
                    comment: "Title of a failed load of Settings")
            } icon: {
                Image(systemName: "exclamationmark.triangle")
            }
        } description: {
            Text(message)
        } actions: {
            Button {
                store.send(.load)
            } label: {
                Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
            }
            .font(theme.typography.headline)
            .tint(theme.colors.accent)
        }
    }
}
#endif
