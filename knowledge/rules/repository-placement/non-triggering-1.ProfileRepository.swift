public protocol ProfileRepository: Sendable {
    func loadAll() async throws -> [Profile]
}
