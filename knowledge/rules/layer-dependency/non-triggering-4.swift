@MainActor
@Observable
final class ProfileViewModel {
    private(set) var name = ""

    func load() async throws {
        name = try await AppDependency.shared.loadProfile.execute().name
    }
}
