#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Lists `Profile` values: progress while they load, a message with a way to try again when loading fails,
/// and once they are loaded the list, which stays on screen when a refresh, save or delete fails.
///
/// It renders the view model's state and forwards user actions; every decision lives in `ProfileViewModel`.
/// A failed refresh, save or delete shows an alert whose "Try Again" sends that same action again.
public struct ProfileScreen: View {
    @StateObject private var viewModel: ProfileViewModel
    @Environment(\.theme) private var theme
    /// The draft in the form sheet, for a new value; the sheet is open while this is set.
    @State private var editing: ProfileDraft?

    /// - Parameter viewModel: Evaluated once, when SwiftUI first gives the screen its storage. SwiftUI makes the
    ///   screen value again whenever its parent redraws, and the autoclosure keeps those copies from building view
    ///   models that would be thrown away.
    public init(viewModel: @autoclosure @escaping () -> ProfileViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View {
        content
            .navigationTitle(
                Text(
                    "Profiles", bundle: .module,
                    comment: "Title of the Profile list")
            )
            // SwiftUI cancels the task when the screen goes away, and runs it again when the screen comes back,
            // which loads again unless the profiles are on screen.
            .task {
                await viewModel.appear()
            }
            // Its own task, so SwiftUI stops following the profiles when the screen goes away.
            .task {
                await viewModel.observe()
            }
            .onDisappear {
                viewModel.disappear()
            }
            .alert(
                Text(viewModel.actionFailure?.title ?? ""),
                isPresented: $viewModel.isShowingActionFailure,
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
        case .loaded:
            list(of: viewModel.visibleProfiles)
                .searchable(text: $viewModel.searchText)
        case .failed(let message):
            loadFailure(message) {
                viewModel.reload()
            }
        }
    }

    // The entity is named with its module: SwiftUI declares many everyday type names, such as `Settings`.
    private func list(of rows: [DemoDomain.Profile]) -> some View {
        SwiftUI.List {
            ForEach(rows) { profile in
                NavigationLink(value: profile) {
                    row(for: profile)
                }
            }
            .onDelete { offsets in
                for id in offsets.map({ rows[$0].id }) {
                    viewModel.delete(id: id)
                }
            }
        }
        .overlay {
            if rows.isEmpty {
                if viewModel.appliedSearch.isEmpty {
                    emptyContent
                } else {
                    UnavailableContentView(
                        Text("No Results", bundle: .module, comment: "Title of a search that matched nothing"),
                        systemImage: "magnifyingglass",
                        description: Text(
                            "Check the spelling or try another search.", bundle: .module,
                            comment: "Description of a search that matched nothing")
                    )
                }
            }
        }
        .navigationDestination(for: DemoDomain.Profile.self) { item in
            ProfileDetailScreen(item: item)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button {
                    editing = ProfileDraft()
                } label: {
                    Label {
                        Text("Add", bundle: .module, comment: "Opens the form for a new Profile")
                    } icon: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
        .sheet(item: $editing) { draft in
            NavigationStack {
                ProfileFormView(draft: draft, save: save)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button {
                                editing = nil
                            } label: {
                                Text(
                                    "Cancel", bundle: .module,
                                    comment: "Closes a form unsaved, or a failed action's alert without retrying")
                            }
                        }
                    }
            }
        }
        .refreshable {
            await viewModel.refresh()
        }
    }

    /// Saves a valid draft through the view model and closes the form; one with problems stays in the form,
    /// which shows them. A failed save keeps the list and shows its alert.
    private func save(_ draft: ProfileDraft) -> Bool {
        guard viewModel.save(draft) != nil else { return false }
        editing = nil
        return true
    }

    /// Labels are String Catalog keys, which Xcode adds to the catalog as it builds: translate them there rather
    /// than editing the code. The row is one accessibility element, so VoiceOver reads each label with its value
    /// in one stop.
    private func row(for profile: DemoDomain.Profile) -> some View {
        VStack(alignment: .leading, spacing: theme.spacing.small) {
            LabeledContent {
                Text(profile.name.displayText)
            } label: {
                Text(
                    "Name", bundle: .module,
                    comment: "Label of the field Profile.name")
            }
            LabeledContent {
                Text(profile.age.displayText)
            } label: {
                Text(
                    "Age", bundle: .module,
                    comment: "Label of the field Profile.age")
            }
        }
        .font(theme.typography.body)
        .foregroundStyle(theme.colors.primaryText)
        .accessibilityElement(children: .combine)
    }

    private var emptyContent: some View {
        UnavailableContentView(
            Text(
                "No Profiles", bundle: .module,
                comment: "Title of an empty Profile list"),
            systemImage: "tray",
            description: Text(
                "Pull to refresh to look again.", bundle: .module,
                comment: "Description of a list with nothing in it")
        )
    }

    private func loadFailure(_ message: String, retry: @escaping @MainActor () -> Void) -> some View {
        UnavailableContentView(
            Text(
                "Couldn't Load Profiles", bundle: .module,
                comment: "Title of a failed load of the Profile list"),
            systemImage: "exclamationmark.triangle",
            description: Text(message)
        ) {
            Button(action: retry) {
                Text("Try Again", bundle: .module, comment: "Sends a failed load or action again")
            }
            .font(theme.typography.headline)
            .tint(theme.colors.accent)
        }
    }
}
#endif
