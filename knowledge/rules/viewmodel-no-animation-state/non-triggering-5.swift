import SwiftUI

struct CardView: View {
    let viewModel: CardViewModel
    @State private var offset: CGFloat = 0

    var body: some View {
        Button {
            withAnimation(.spring) { viewModel.toggle() }
        } label: {
            Text("Expand", bundle: .module, comment: "Shows the card's details")
        }
        .offset(y: offset)
    }
}
