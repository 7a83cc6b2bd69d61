import SwiftUI

struct OrderRowView: View {
    let viewModel: OrderRowViewModel
    @ObservedObject var cart: CartViewModel

    init(viewModel: OrderRowViewModel, cart: CartViewModel) {
        self.viewModel = viewModel
        self.cart = cart
    }

    var body: some View { Text(viewModel.title) }
}
