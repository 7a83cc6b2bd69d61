import DemoData
import Foundation
import Testing

@testable import DemoComposition

/// The server the app passes to `AppComposition` is where the `Orders` feature's records come from.
struct OrdersCompositionTests {
    @Test func withAServerTheOrdersComeFromItsAPI() async throws {
        let server = StubHTTPClient(answer: HTTPResponse(statusCode: 200, body: Data("[]".utf8)))
        let baseURL = try #require(URL(string: "https://api.example.com/v1"))
        let composition = AppComposition(httpClient: server, baseURL: baseURL)

        #expect(try await composition.orders.repository.loadAll().isEmpty)
        #expect(await server.requests.map(\.url) == [baseURL.appendingPathComponent("orders")])
    }
}
