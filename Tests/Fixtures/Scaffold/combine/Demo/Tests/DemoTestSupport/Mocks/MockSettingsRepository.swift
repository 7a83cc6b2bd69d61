import DemoDomain

/// A repository that returns what a test arranged and records what it was asked to change.
public actor MockSettingsRepository: SettingsRepository {
    private let stored: Settings?
    private let error: TestError?
    public private(set) var savedSettings: [Settings] = []

    public init(stored: Settings? = nil, error: TestError? = nil) {
        self.stored = stored
        self.error = error
    }

    public func load() throws -> Settings? {
        if let error { throw error }
        return stored
    }

    public func save(_ settings: Settings) throws {
        if let error { throw error }
        savedSettings.append(settings)
    }
}
