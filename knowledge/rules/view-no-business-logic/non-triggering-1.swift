import SwiftUI
import DemoPresentation

struct ProfileScreen: View {
    @State private var viewModel: ProfileViewModel

    var body: some View {
        Text(viewModel.title).task { await viewModel.appear() }
    }
}
