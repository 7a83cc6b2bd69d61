import DemoDomain
import Foundation

/// What `OrdersScreen` holds: the package's `Store` running `OrdersFeature`.
public typealias OrdersStore = Store<OrdersFeature>

/// How each `OrdersAction` changes `OrdersState`, and which use case it calls.
///
/// It talks to use cases only, so it never learns where data is stored. Failures become state with text for the
/// user; a cancelled call never does, because cancelling only means the screen went away or newer work replaced it.
public struct OrdersFeature: StoreFeature {
    public typealias State = OrdersState
    public typealias Action = OrdersAction

    /// Names the loads, so a newer load or refresh cancels an older one still running and the newest answer wins.
    /// Writes run under the id of the value they write, queued: every write happens, in the order asked.
    private enum CancelID: Hashable, Sendable {
        case load
    }

    private let loadOrders: any LoadOrdersUseCase
    private let saveOrder: any SaveOrderUseCase
    private let deleteOrder: any DeleteOrderUseCase

    public init(
        loadOrders: any LoadOrdersUseCase,
        saveOrder: any SaveOrderUseCase,
        deleteOrder: any DeleteOrderUseCase
    ) {
        self.loadOrders = loadOrders
        self.saveOrder = saveOrder
        self.deleteOrder = deleteOrder
    }

    public func handle(_ action: Action, state: State) -> StoreEffect<Action> {
        switch action {
        case .appear:
            // Appearing again after a cancelled or failed load loads again; content already on screen stays.
            if case .loaded = state.orders { return .none }
            return load(state)
        case .load:
            return load(state)
        case .refresh:
            // With nothing on screen there is nothing to keep: a refresh is a load, and shows progress.
            guard case .loaded = state.orders else { return load(state) }
            forgetFailure(retriedBy: action, in: state)
            return .run(id: CancelID.load) { [loadOrders] send in
                do {
                    await send(.loaded(try await loadOrders.execute()))
                } catch is CancellationError {
                    // A refresh leaves the content as it was, so there is nothing to put back.
                } catch {
                    await send(.actionFailed(Self.failure(Self.couldNotRefresh, error, retry: .refresh)))
                }
            }
        case .save(let order):
            forgetFailure(retriedBy: action, in: state)
            return .run(id: order.id, policy: .queue) { [saveOrder] send in
                do {
                    try await saveOrder.execute(order)
                    await send(.refresh)
                } catch is CancellationError {
                    // Nothing was shown before the save finished, so there is nothing to put back.
                } catch {
                    let retry = Action.save(order)
                    await send(.actionFailed(Self.failure(Self.couldNotSave, error, retry: retry)))
                }
            }
        case .delete(let id):
            forgetFailure(retriedBy: action, in: state)
            let removed = removeRow(id: id, from: state)
            state.deletesInFlight.insert(id)
            return .run(id: id, policy: .queue) { [deleteOrder] send in
                do {
                    try await deleteOrder.execute(id: id)
                    await send(.deleteEnded(id: id))
                    // Reconcile with what is stored now, which other work may also have changed.
                    await send(.refresh)
                } catch {
                    await send(.deleteEnded(id: id))
                    if let removed {
                        await send(.reinsert(removed.row, at: removed.index))
                    }
                    if !(error is CancellationError) {
                        await send(.actionFailed(Self.failure(Self.couldNotDelete, error, retry: .delete(id: id))))
                    }
                }
            }
        case .dismissActionFailure:
            state.actionFailure = nil
            return .none
        case .loaded(let orders):
            // Rows whose deletion is on its way stay off, whatever a load that answered before it brings back.
            let kept = orders.filter { !state.deletesInFlight.contains($0.id) }
            state.orders = .loaded(kept)
            return .none
        case .loadFailed(let message):
            state.orders = .failed(message: message)
            return .none
        case .loadCancelled(let previous):
            state.orders = previous
            return .none
        case .actionFailed(let failure):
            state.actionFailure = failure
            return .none
        case .reinsert(let row, let index):
            // `row` and `rows`, since an entity may be its own plural (`Products`).
            guard case .loaded(var rows) = state.orders, !rows.contains(where: { $0.id == row.id })
            else { return .none }
            rows.insert(row, at: min(index, rows.count))
            state.orders = .loaded(rows)
            return .none
        case .deleteEnded(let id):
            state.deletesInFlight.remove(id)
            return .none
        }
    }

    /// Shows progress, then loads; if the load is cancelled, the screen goes back to what it showed before.
    private func load(_ state: State) -> StoreEffect<Action> {
        // Never back to `.loading`: nothing would end it.
        let shown = state.orders
        let previous: LoadState<[Order]> = shown == .loading ? .idle : shown
        state.orders = .loading
        return .run(id: CancelID.load) { [loadOrders] send in
            do {
                await send(.loaded(try await loadOrders.execute()))
            } catch is CancellationError {
                await send(.loadCancelled(restoring: previous))
            } catch {
                await send(.loadFailed(message: OrderError.message(for: error)))
            }
        }
    }

    /// Takes the row off the screen before the delete finishes, and says where it was, to put it back on failure.
    private func removeRow(
        id: Order.ID, from state: State
    ) -> (index: Int, row: Order)? {
        guard case .loaded(var orders) = state.orders,
            let index = orders.firstIndex(where: { $0.id == id })
        else { return nil }
        let removed = orders.remove(at: index)
        state.orders = .loaded(orders)
        return (index, removed)
    }

    /// Retrying the failed action answers its alert; any other action leaves an alert the user has not answered up.
    private func forgetFailure(retriedBy action: Action, in state: State) {
        if state.actionFailure?.action == action {
            state.actionFailure = nil
        }
    }

    /// The alerts' titles, read from the String Catalog like every text the user reads.
    private static let couldNotRefresh = NSLocalizedString(
        "Couldn't Refresh", bundle: .module, comment: "Title of a failed refresh")
    private static let couldNotSave = NSLocalizedString(
        "Couldn't Save", bundle: .module, comment: "Title of a failed save")
    private static let couldNotDelete = NSLocalizedString(
        "Couldn't Delete", bundle: .module, comment: "Title of a failed delete")

    /// What the screen shows for an action on loaded values that failed, with the action itself for its retry.
    private static func failure(
        _ title: String, _ error: any Error, retry action: Action
    ) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: OrderError.message(for: error))
    }
}
