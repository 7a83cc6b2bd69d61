import DemoDomain

public protocol ↓ProfileRepository: Sendable {
    func load() async throws -> Profile
}
