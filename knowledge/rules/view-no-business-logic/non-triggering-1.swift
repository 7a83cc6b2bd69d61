struct ProfileFormView: View {
    @State private var draft: ProfileDraft
    @State private var showsProblems = false
    private let save: @MainActor (ProfileDraft) -> Bool

    var body: some View {
        Form { TextField(text: $draft.name) { Text("Name", bundle: .module, comment: "Label of Profile.name") } }
            .toolbar {
                Button { showsProblems = !save(draft) } label: { Text("Save", bundle: .module, comment: "Saves") }
            }
    }
}
