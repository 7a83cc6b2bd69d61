import DemoDomain

/// A repository that returns what a test arranged and records what it was asked to change.
public actor MockProfileRepository: ProfileRepository {
    private let stored: [Profile]
    private let error: TestError?
    public private(set) var savedProfiles: [Profile] = []
    public private(set) var deletedIDs: [Profile.ID] = []

    public init(stored: [Profile] = [], error: TestError? = nil) {
        self.stored = stored
        self.error = error
    }

    public func loadAll() throws -> [Profile] {
        if let error { throw error }
        return stored
    }

    public func save(_ profile: Profile) throws {
        if let error { throw error }
        savedProfiles.append(profile)
    }

    public func delete(id: Profile.ID) throws {
        if let error { throw error }
        deletedIDs.append(id)
    }
}
