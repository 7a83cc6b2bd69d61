/// Where ``Order`` values are kept, stated in domain terms; the data layer decides how.
///
/// Use cases depend on this protocol rather than on an implementation, so storage can change without touching
/// business rules and tests can substitute a mock.
public protocol OrderRepository: Sendable {
    /// Every stored value, in a stable order.
    func loadAll() async throws -> [Order]

    /// Stores the value, replacing the one with the same identifier if there is one.
    func save(_ order: Order) async throws

    /// Removes the value with this identifier; succeeds when there is none.
    func delete(id: Order.ID) async throws
}
