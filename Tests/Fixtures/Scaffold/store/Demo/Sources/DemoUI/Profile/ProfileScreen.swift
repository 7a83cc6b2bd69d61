#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Lists `Profile` values: progress while they load, a message with a way to try again when loading fails,
/// and once they are loaded the list, which stays on screen when a refresh, save or delete fails.
///
/// It renders the store's state and sends user actions; every decision lives in `ProfileFeature`.
public struct ProfileScreen: View {
    @State private var builtStore: BuiltOnce<ProfileStore>
    @Environment(\.theme) private var theme
    /// The draft in the form sheet, for a new value; the sheet is open while this is set.
    @State private var editing: ProfileDraft?

    /// - Parameter store: Built once, the first time the screen draws: SwiftUI makes the screen value again whenever its
    ///   parent redraws, and the autoclosure keeps those copies from building stores that would be thrown away.
    public init(store: @autoclosure @escaping () -> ProfileStore) {
        _builtStore = State(initialValue: BuiltOnce(store))
    }

    private var store: ProfileStore {
        builtStore.value
    }

    public var body: some View {
        content
            .navigationTitle(
                Text(
                    "Profiles", bundle: .module,
                    comment: "Title of the Profile list")
            )
            // SwiftUI cancels `.task` when the screen disappears, and `finish()` cancels the load with it; appearing
            // again loads unless the profiles are already on screen.
            .task {
                await store.send(.appear).finish()
            }
            // Its own task, so SwiftUI stops following the profiles when the screen goes away.
            .task {
                await store.send(.observe).finish()
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
        switch store.state.profiles {
        case .idle, .loading:
            ProgressView()
        case .loaded(let profiles):
            list(of: profiles)
        case .failed(let message):
            loadFailure(message) {
                store.send(.load)
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
                    store.send(.delete(id: id))
                }
            }
        }
        .overlay {
            if rows.isEmpty {
                emptyContent
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
            await store.send(.refresh).finish()
        }
    }

    /// Saves a valid draft through the store and closes the form; one with problems stays in the form,
    /// which shows them. A failed save keeps the list and shows its alert.
    private func save(_ draft: ProfileDraft) -> Bool {
        guard let profile = draft.profile else { return false }
        store.send(.save(profile))
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
        ContentUnavailableView {
            Label {
                Text(
                    "No Profiles", bundle: .module,
                    comment: "Title of an empty Profile list")
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
                    "Couldn't Load Profiles", bundle: .module,
                    comment: "Title of a failed load of the Profile list")
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
