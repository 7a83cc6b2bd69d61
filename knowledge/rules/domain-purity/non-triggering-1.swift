import Foundation

public protocol ProfileRepository: Sendable {
    func load() async throws -> Profile
    func updates() -> AsyncStream<Profile>
}
