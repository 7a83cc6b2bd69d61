import DemoDomain

/// Keeps `Profile` values in memory, so the feature works end to end before the app has a server or a
/// database.
///
/// To persist them, replace the store with a real data source here, mapping to and from its stored format;
/// the domain and the screens stay as they are.
public struct DefaultProfileRepository: ProfileRepository {
    private let store: InMemoryStore<Profile>

    public init() {
        self.init(store: InMemoryStore())
    }

    init(store: InMemoryStore<Profile>) {
        self.store = store
    }

    public func loadAll() async -> [Profile] {
        await store.all()
    }

    public func save(_ profile: Profile) async {
        await store.upsert(profile)
    }

    public func delete(id: Profile.ID) async {
        await store.remove(id: id)
    }
}
