/// The one `SettingsDTO` record kept in memory, so the feature works end to end before the app has a server, and
/// in previews. An actor, because view models on the main actor and background work may reach it at once.
public actor InMemorySettingsDataSource: SettingsDataSource {
    private var record: SettingsDTO?

    /// - Parameter record: What is stored at first; nil, as in an app that has saved nothing yet.
    public init(record: SettingsDTO? = nil) {
        self.record = record
    }

    public func fetch() -> SettingsDTO? {
        record
    }

    public func save(_ record: SettingsDTO) {
        self.record = record
    }
}
