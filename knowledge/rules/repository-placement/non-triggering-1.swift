import DemoDomain

public actor InMemoryProfileRepository: ProfileRepository {
    private var profile: Profile?

    public init() {}

    public func load() async throws -> Profile {
        guard let profile else { throw ProfileError.notFound }
        return profile
    }

    public func save(_ profile: Profile) async throws { self.profile = profile }
}
