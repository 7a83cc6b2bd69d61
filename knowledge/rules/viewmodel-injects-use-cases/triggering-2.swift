@MainActor
@Observable
final class ProfileViewModel {
    private let client: any ↓ProfileAPIClient

    init(client: any ↓ProfileAPIClient) {
        self.client = client
    }
}
