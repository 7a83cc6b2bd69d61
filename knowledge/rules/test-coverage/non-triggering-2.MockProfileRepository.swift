import DemoDomain

public actor MockProfileRepository: ProfileRepository {
    private let stored: [Profile]

    public init(stored: [Profile] = []) { self.stored = stored }

    public func loadAll() throws -> [Profile] { stored }
}
