public struct ProfileScreen: View {
    @State private var builtViewModel: BuiltOnce<ProfileViewModel>

    public init(viewModel: @autoclosure @escaping () -> ProfileViewModel) {
        _builtViewModel = State(initialValue: BuiltOnce(viewModel))
    }

    private var viewModel: ProfileViewModel { builtViewModel.value }

    public var body: some View { List(viewModel.state.value ?? []) { Text($0.name) } }
}
