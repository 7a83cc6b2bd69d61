import DemoDomain

/// A repository that returns what a test arranged and records what it was asked to change.
public actor MockOrderRepository: OrderRepository {
    private let stored: [Order]
    private let error: TestError?
    public private(set) var savedOrders: [Order] = []
    public private(set) var deletedIDs: [Order.ID] = []

    public init(stored: [Order] = [], error: TestError? = nil) {
        self.stored = stored
        self.error = error
    }

    public func loadAll() throws -> [Order] {
        if let error { throw error }
        return stored
    }

    public func save(_ order: Order) throws {
        if let error { throw error }
        savedOrders.append(order)
    }

    public func delete(id: Order.ID) throws {
        if let error { throw error }
        deletedIDs.append(id)
    }
}
