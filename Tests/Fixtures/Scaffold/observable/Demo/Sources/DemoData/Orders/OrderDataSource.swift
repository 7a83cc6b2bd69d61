/// Where `OrderDTO` records come from and go to: a server, or memory until there is one.
///
/// The repository works over this protocol, so it maps DTOs and errors the same way whatever the source.
public protocol OrderDataSource: Sendable {
    func fetchAll() async throws -> [OrderDTO]

    /// Creates the record, or replaces the one with the same identifier.
    func save(_ record: OrderDTO) async throws

    func delete(id: OrderDTO.ID) async throws
}
