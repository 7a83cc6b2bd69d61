import DemoDomain

public actor MockProfileRepository: ProfileRepository {
    public private(set) var loadCount = 0
    public private(set) var savedProfiles: [Profile] = []
    private let profile: Profile

    public init(profile: Profile = .sample) { self.profile = profile }

    public func load() async throws -> Profile {
        loadCount += 1
        return profile
    }

    public func save(_ profile: Profile) async throws { savedProfiles.append(profile) }
}
