#if canImport(Combine)
import Combine
import DemoDomain
import Foundation

/// The business state behind `OrdersScreen`, and its actions, each mapped to a use case; its `ScreenWork` turns
/// failures into state for the user, ties reads to the screen and lets writes run to their end.
@MainActor
public final class OrdersViewModel: ObservableObject, ScreenWorkOwner {
    /// An action that can fail while the loaded values stay on screen, and that `retry` sends again.
    public enum Action: Equatable, Sendable {
        case refresh
        case save(Order)
        case delete(id: Order.ID)
    }

    /// What the user types in the search field, and what the list follows: that text once typing pauses.
    @Published public var searchText = ""
    @Published public private(set) var appliedSearch = ""
    public let work: ScreenWork<[Order], Action>
    private let saveOrder: any SaveOrderUseCase
    private let deleteOrder: any DeleteOrderUseCase

    /// - Parameter searchDelay: How long typing must pause before the list follows the search.
    public init(
        loadOrders: any LoadOrdersUseCase,
        saveOrder: any SaveOrderUseCase,
        deleteOrder: any DeleteOrderUseCase,
        searchDelay: DispatchQueue.SchedulerTimeType.Stride = .milliseconds(300)
    ) {
        work = ScreenWork(refresh: .refresh, message: OrderError.message(for:)) {
            try await loadOrders.execute()
        }
        self.saveOrder = saveOrder
        self.deleteOrder = deleteOrder
        work.relayChanges(to: objectWillChange)
        $searchText.settledSearch(after: searchDelay).assign(to: &$appliedSearch)
    }

    /// The loaded values that match the search, all of them while it is empty, by the text each row shows.
    public var visibleOrders: [Order] {
        (state.value ?? []).matching(appliedSearch) { order, shownTexts in
            shownTexts.append(order.title.displayText)
            shownTexts.append(order.placed.displayText)
            shownTexts.append(order.note.displayText)
            shownTexts.append(order.status.displayText)
        }
    }

    /// Saves, then refreshes; a failure keeps what is on screen and offers to save again.
    @discardableResult
    public func save(_ order: Order) -> _Concurrency.Task<Void, Never> {
        start(.save(order))
    }

    /// Saves what a form holds when it is a valid `Order`; a draft with problems saves nothing.
    @discardableResult
    public func save(_ draft: OrderDraft) -> _Concurrency.Task<Void, Never>? {
        draft.order.map { save($0) }
    }

    /// Takes the row off the list at once, then deletes; a failure puts it back and offers to delete again.
    @discardableResult
    public func delete(id: Order.ID) -> _Concurrency.Task<Void, Never> {
        start(.delete(id: id))
    }

    /// Starts `action` with the use case it stands for; `retry(_:)` sends a failed one again.
    public func start(_ action: Action) -> _Concurrency.Task<Void, Never> {
        switch action {
        case .refresh:
            work.startRefresh()
        case .save(let order):
            work.save(action) { [saveOrder] in
                try await saveOrder.execute(order)
            }
        case .delete(let id):
            work.delete(action, row: id) { [deleteOrder] in
                try await deleteOrder.execute(id: id)
            }
        }
    }
}
#endif
