struct SaveButtonView: View {
    let isSaving: Bool
    let save: () -> Void
    @State private var pressedScale: CGFloat = 1

    var body: some View {
        Button(action: save) { Text("Save", bundle: .module, comment: "Saves the form") }
            .scaleEffect(isSaving ? 0.95 : pressedScale)
            .animation(.spring, value: isSaving)
    }
}
