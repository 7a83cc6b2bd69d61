struct ProfileFormView: View {
    @State private var draft: ProfileDraft
    @State private var showsProblems = false
    private let save: @MainActor (ProfileDraft) -> Bool

    var body: some View {
        Form { TextField("Name", text: $draft.name) }
            .toolbar { Button("Save") { showsProblems = !save(draft) } }
    }
}
