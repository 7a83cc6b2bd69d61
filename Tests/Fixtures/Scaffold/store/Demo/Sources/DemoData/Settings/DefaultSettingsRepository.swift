import DemoDomain

/// Keeps `Settings` values in memory, so the feature works end to end before the app has a server or a
/// database.
///
/// To persist them, replace the store with a real data source here, mapping to and from its stored format;
/// the domain and the screens stay as they are.
public struct DefaultSettingsRepository: SettingsRepository {
    private let store: InMemoryStore<Settings>

    public init() {
        self.init(store: InMemoryStore())
    }

    init(store: InMemoryStore<Settings>) {
        self.store = store
    }

    public func loadAll() async -> [Settings] {
        await store.all()
    }

    public func save(_ settings: Settings) async {
        await store.upsert(settings)
    }
}
