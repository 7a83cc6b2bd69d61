import DemoData
import DemoDomain
import DemoPresentation

/// Wires the `Orders` feature: one repository, the use cases over it, and the view models that use them.
public struct OrdersComposition: Sendable {
    /// Internal, not private, so the composition tests can see which repository the feature got.
    let repository: any OrderRepository

    /// - Parameter repository: Where `Order` values live, for the whole feature: an adapter over a legacy
    ///   service, or a mock in a test.
    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    /// The feature over the app's server, or over records kept in memory when there is none.
    init(server: AppComposition.Server?) {
        let dataSource: any OrderDataSource =
            if let server {
                RemoteOrderDataSource(httpClient: server.httpClient, baseURL: server.baseURL)
            } else {
                InMemoryOrderDataSource()
            }
        self.init(repository: DataSourceOrderRepository(dataSource: dataSource))
    }

    #if canImport(Combine)
    @MainActor
    public func makeViewModel() -> OrdersViewModel {
        OrdersViewModel(
            loadOrders: DefaultLoadOrdersUseCase(repository: repository),
            saveOrder: DefaultSaveOrderUseCase(repository: repository),
            deleteOrder: DefaultDeleteOrderUseCase(repository: repository)
        )
    }
    #endif
}
