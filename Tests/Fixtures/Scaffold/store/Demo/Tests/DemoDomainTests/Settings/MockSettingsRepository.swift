@testable import DemoDomain

/// A repository that returns what a test arranged and records what it was asked to change.
actor MockSettingsRepository: SettingsRepository {
    private let stored: [Settings]
    private let error: TestError?
    private(set) var savedSettings: [Settings] = []

    init(stored: [Settings] = [], error: TestError? = nil) {
        self.stored = stored
        self.error = error
    }

    func loadAll() throws -> [Settings] {
        if let error { throw error }
        return stored
    }

    func save(_ settings: Settings) throws {
        if let error { throw error }
        savedSettings.append(settings)
    }
}
