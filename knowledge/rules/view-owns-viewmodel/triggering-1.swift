struct ProfileScreen: View {
    let ↓viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.title).task { await viewModel.appear() }
    }
}
