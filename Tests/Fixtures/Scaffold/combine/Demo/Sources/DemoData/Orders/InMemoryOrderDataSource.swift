/// `OrderDTO` records kept in memory, so the feature works end to end before the app has a server, and in
/// previews.
public struct InMemoryOrderDataSource: OrderDataSource {
    private let store: InMemoryStore<OrderDTO>

    public init(records: [OrderDTO] = []) {
        self.store = InMemoryStore(records: records)
    }

    public func fetchAll() async -> [OrderDTO] {
        await store.all()
    }

    public func save(_ record: OrderDTO) async {
        await store.upsert(record)
    }

    public func delete(id: OrderDTO.ID) async {
        await store.remove(id: id)
    }
}
