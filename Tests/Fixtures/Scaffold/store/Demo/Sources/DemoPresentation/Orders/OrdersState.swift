import DemoDomain
import Observation

/// The business state behind `OrdersScreen`; only `OrdersFeature` changes it.
@Observable
@MainActor
public final class OrdersState {
    public internal(set) var orders: LoadState<[Order]> = .idle
    /// The last save, delete or refresh that failed, kept apart from the content so the content stays on screen.
    public internal(set) var actionFailure: ActionFailure<OrdersAction>?
    /// The rows whose deletion is on its way, kept off every list a load brings back until it has happened.
    var deletesInFlight: Set<Order.ID> = []

    public init() {}
}
