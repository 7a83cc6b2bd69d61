struct ProfileHeaderView: View {
    @Environment(\.theme) private var theme
    let name: String

    var body: some View {
        Text(name)
            .font(theme.typography.headline)
            .foregroundStyle(theme.colors.primaryText)
            .padding(theme.spacing.medium)
    }
}
