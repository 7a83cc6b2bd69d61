import DemoDomain
import DemoPresentation

extension Store where Feature == OrdersFeature {
    /// A store over the mock use cases whose load answers `result`, so a preview shows the screen loaded, empty or
    /// failed with the fixtures the tests use.
    public static func preview(
        loading result: Result<[Order], any Error>
    ) -> OrdersStore {
        preview(load: MockLoadOrdersUseCase(result: result))
    }

    /// A store whose load does not answer while a preview is open, so the preview shows the screen's progress.
    public static func previewStillLoading() -> OrdersStore {
        let loadOrders = MockLoadOrdersUseCase()
        loadOrders.onExecute = {
            // Ends early when the preview closes, which cancels the screen's task and so this sleep.
            try? await _Concurrency.Task.sleep(for: .seconds(3600))
        }
        return preview(load: loadOrders)
    }

    private static func preview(load: MockLoadOrdersUseCase) -> OrdersStore {
        OrdersStore(
            state: OrdersState(),
            feature: OrdersFeature(
                loadOrders: load,
                saveOrder: MockSaveOrderUseCase(),
                deleteOrder: MockDeleteOrderUseCase()
            )
        )
    }
}
