import SwiftUI

struct OrdersView: View {
    @State private var viewModel: OrdersViewModel

    var body: some View { Text(viewModel.title).onAppear { viewModel.deleteRepository() } }
}

#Preview {
    OrdersView(viewModel: OrdersViewModel(load: LoadOrdersUseCaseImpl(repository: InMemoryOrdersRepository())))
}
