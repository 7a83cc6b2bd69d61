import DemoData
import Foundation
import Testing

@testable import DemoComposition

/// The server the app passes to `AppComposition` is where the `Settings` feature's records come from.
struct SettingsCompositionTests {
    @Test func withAServerTheSettingsComesFromItsAPI() async throws {
        // The server has nothing stored yet, which its 404 says and the feature loads as nil.
        let server = StubHTTPClient(answer: HTTPResponse(statusCode: 404))
        let baseURL = try #require(URL(string: "https://api.example.com/v1"))
        let composition = AppComposition(httpClient: server, baseURL: baseURL)

        #expect(try await composition.settings.repository.load() == nil)
        #expect(await server.requests.map(\.url) == [baseURL.appendingPathComponent("settings")])
    }
}
