import Spyable

@Spyable
public protocol ProfileRepository: Sendable {
    func load() async throws -> Profile
}
