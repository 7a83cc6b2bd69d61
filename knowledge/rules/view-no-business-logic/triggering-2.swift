import SwiftUI
import Dependencies

struct OrdersScreen: View {
    @Dependency(\.↓loadOrdersUseCase) private var loadOrders
    @State private var count = 0

    var body: some View {
        NavigationLink("Details") {
            OrderDetailScreen(viewModel: .init(load: UseCases.↓loadOrderDetailUseCase()))
        }
        .task { count = (try? await loadOrders.execute().count) ?? 0 }
    }
}
