struct ProfileScreen: View {
    var ↓viewModel: ProfileViewModel

    var body: some View { Text(viewModel.title) }
}
