#if canImport(SwiftUI)
import DemoDomain
import DemoPresentation
import SwiftUI

/// Edits a `SettingsDraft`: a control per field the draft edits, labelled like the list's rows, and Save, which
/// hands the draft to `save`. When `save` refuses it (a required field is empty, a number does not read), each
/// field's problem shows beside it and the form stays open; the checks themselves live in the draft, where the
/// tests reach them.
struct SettingsFormView: View {
    @State private var draft: SettingsDraft
    /// Problems show once Save was tried, not while the user is still filling the form in.
    @State private var showsProblems = false
    @Environment(\.theme) private var theme
    private let save: @MainActor (SettingsDraft) -> Bool

    /// - Parameter save: Saves the draft and returns true, or returns false when the draft is not yet a `Settings`.
    ///   A sheet that shows the form adds its own Cancel.
    init(draft: SettingsDraft, save: @escaping @MainActor (SettingsDraft) -> Bool) {
        _draft = State(initialValue: draft)
        self.save = save
    }

    var body: some View {
        SwiftUI.Form {
            Section {
                TextField(text: $draft.theme) {
                    Text(
                        "Theme", bundle: .module,
                        comment: "Label of the field Settings.theme")
                }
                .accessibilityHint(problemText(of: .theme) ?? Text(verbatim: ""))
                problem(of: .theme)
            }
            Toggle(isOn: $draft.notificationsEnabled) {
                Text(
                    "Notifications enabled", bundle: .module,
                    comment: "Label of the field Settings.notificationsEnabled")
            }
        }
        .font(theme.typography.body)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button {
                    showsProblems = !save(draft)
                } label: {
                    Text("Save", bundle: .module, comment: "Saves what the form holds")
                }
            }
        }
    }

    /// The field's problem once Save was tried, or nil. It shows under the field and is the field's accessibility
    /// hint, so VoiceOver reads it with the field it is about rather than as text somewhere in the form.
    private func problemText(of field: SettingsDraft.Field) -> Text? {
        guard showsProblems, let problem = draft.problems[field] else { return nil }
        switch problem {
        case .missing:
            return Text("Required", bundle: .module, comment: "Under a required field left empty")
        case .unreadable:
            return Text(
                "Not a valid value", bundle: .module,
                comment: "Under a field whose text is not a value of its type")
        }
    }

    @ViewBuilder
    private func problem(of field: SettingsDraft.Field) -> some View {
        if let text = problemText(of: field) {
            text
                .font(theme.typography.caption)
                .foregroundStyle(theme.colors.error)
                // The field's hint reads it already.
                .accessibilityHidden(true)
        }
    }
}
#endif
