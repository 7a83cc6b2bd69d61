struct SaveButtonView: View {
    let isSaving: Bool
    @State private var pressedScale: CGFloat = 1

    var body: some View {
        Button("Save") {}
            .scaleEffect(isSaving ? 0.95 : pressedScale)
            .animation(.spring, value: isSaving)
    }
}
