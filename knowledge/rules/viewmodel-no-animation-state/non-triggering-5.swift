import SwiftUI

struct CardView: View {
    let viewModel: CardViewModel
    @State private var offset: CGFloat = 0

    var body: some View {
        Button("Expand") {
            withAnimation(.spring) { viewModel.toggle() }
        }
        .offset(y: offset)
    }
}
