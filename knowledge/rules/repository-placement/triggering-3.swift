import DemoDomain

public struct ↓RemoteProfileRepository {
    let client: ProfileAPIClient

    public func load() async throws -> Profile {
        try await client.fetchProfile().toDomain()
    }
}
