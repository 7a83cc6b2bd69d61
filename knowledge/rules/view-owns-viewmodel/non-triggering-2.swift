public struct ProfileScreen: View {
    @StateObject private var viewModel: ProfileViewModel

    public init(viewModel: @autoclosure @escaping () -> ProfileViewModel) {
        _viewModel = StateObject(wrappedValue: viewModel())
    }

    public var body: some View { Text(viewModel.title) }
}
