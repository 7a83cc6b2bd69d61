import DemoDomain

public actor MockProfileRepository: ProfileRepository {
    public var profile: Profile = .sample
    public func load() async throws -> Profile { profile }
    public func save(_ profile: Profile) async throws { self.profile = profile }
}
