public protocol ProfileUseCase: Sendable {
    func ↓load() async throws -> Profile
    func ↓save(_ profile: Profile) async throws
}
