#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// One `Settings`, settings-like: progress while it loads, a message with a way to try again when loading fails,
/// and once it is loaded a form over the stored value (a new one while nothing is stored), whose Save goes through
/// the view model. A failed save leaves the form as it was and shows an alert whose "Try Again" saves again.
public struct SettingsScreen: View {
    @State private var builtViewModel: BuiltOnce<SettingsViewModel>
    @Environment(\.theme) private var theme
    /// What the form on screen was made from, kept through the form's own saves so that typing after Save stays.
    @State private var formOrigin = FormOrigin<DemoDomain.Settings>()

    /// - Parameter viewModel: Built once, the first time the screen draws: SwiftUI makes the screen value again whenever
    ///   its parent redraws, and the autoclosure keeps those copies from building view models that would be thrown away.
    public init(viewModel: @autoclosure @escaping () -> SettingsViewModel) {
        _builtViewModel = State(initialValue: BuiltOnce(viewModel))
    }

    private var viewModel: SettingsViewModel {
        builtViewModel.value
    }

    public var body: some View {
        content
            .navigationTitle(
                Text(
                    "Settings", bundle: .module,
                    comment: "Title of the Settings screen")
            )
            // SwiftUI cancels the task when the screen goes away, and runs it again when the screen comes back.
            .task {
                await viewModel.appear()
            }
            .onDisappear {
                viewModel.disappear()
            }
            .alert(
                Text(viewModel.actionFailure?.title ?? ""),
                isPresented: Bindable(viewModel).isShowingActionFailure,
                presenting: viewModel.actionFailure
            ) { failure in
                Button {
                    viewModel.retry(failure.action)
                } label: {
                    Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
                }
                // Closing the alert is all Cancel does: the binding then forgets the failure.
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
        switch viewModel.state {
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
        let stored = viewModel.state.value ?? nil
        formOrigin.save(settings, showing: stored)
        return viewModel.save(draft) != nil
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
                viewModel.reload()
            } label: {
                Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
            }
            .font(theme.typography.headline)
            .tint(theme.colors.accent)
        }
    }
}
#endif
