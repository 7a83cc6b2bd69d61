/// `SettingsDTO` records kept in memory, so the feature works end to end before the app has a server, and in
/// previews.
public struct InMemorySettingsDataSource: SettingsDataSource {
    private let store: InMemoryStore<SettingsDTO>

    public init(records: [SettingsDTO] = []) {
        self.store = InMemoryStore(records: records)
    }

    public func fetchAll() async -> [SettingsDTO] {
        await store.all()
    }

    public func save(_ record: SettingsDTO) async {
        await store.upsert(record)
    }
}
