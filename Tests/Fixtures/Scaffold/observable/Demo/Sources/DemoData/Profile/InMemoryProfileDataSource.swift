/// `ProfileDTO` records kept in memory, so the feature works end to end before the app has a server, and in
/// previews.
public struct InMemoryProfileDataSource: ProfileDataSource {
    private let store: InMemoryStore<ProfileDTO>

    public init(records: [ProfileDTO] = []) {
        self.store = InMemoryStore(records: records)
    }

    public func fetchAll() async -> [ProfileDTO] {
        await store.all()
    }

    public func save(_ record: ProfileDTO) async {
        await store.upsert(record)
    }

    public func delete(id: ProfileDTO.ID) async {
        await store.remove(id: id)
    }
}
