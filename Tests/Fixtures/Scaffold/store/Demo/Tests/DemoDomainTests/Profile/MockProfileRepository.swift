@testable import DemoDomain

/// A repository that returns what a test arranged and records what it was asked to change.
actor MockProfileRepository: ProfileRepository {
    private let stored: [Profile]
    private let error: TestError?
    private(set) var savedProfiles: [Profile] = []
    private(set) var deletedIDs: [Profile.ID] = []

    init(stored: [Profile] = [], error: TestError? = nil) {
        self.stored = stored
        self.error = error
    }

    func loadAll() throws -> [Profile] {
        if let error { throw error }
        return stored
    }

    func save(_ profile: Profile) throws {
        if let error { throw error }
        savedProfiles.append(profile)
    }

    func delete(id: Profile.ID) throws {
        if let error { throw error }
        deletedIDs.append(id)
    }
}
