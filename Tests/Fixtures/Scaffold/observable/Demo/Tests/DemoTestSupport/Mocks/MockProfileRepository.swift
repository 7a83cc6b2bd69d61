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

    /// What is stored, once, then the end; or the arranged error. Nonisolated: it reads only constants.
    nonisolated public func updates() -> AsyncThrowingStream<[Profile], any Error> {
        let (updates, continuation) = AsyncThrowingStream<[Profile], any Error>.makeStream()
        if let error {
            continuation.finish(throwing: error)
        } else {
            continuation.yield(stored)
            continuation.finish()
        }
        return updates
    }
}
