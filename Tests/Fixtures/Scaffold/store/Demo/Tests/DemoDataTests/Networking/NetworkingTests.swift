import Foundation
import Testing

@testable import DemoData

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct NetworkingTests {
    @Test func aURLRequestCarriesTheMethodURLHeadersAndBody() {
        let request = HTTPRequest(
            method: .put, url: URL(string: "https://api.example.com/items/1")!,
            headers: ["Content-Type": "application/json"], body: Data("{}".utf8))

        let urlRequest = URLRequest(request)

        #expect(urlRequest.httpMethod == "PUT")
        #expect(urlRequest.url == request.url)
        #expect(urlRequest.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(urlRequest.httpBody == Data("{}".utf8))
    }

    @Test(arguments: [200, 204, 299])
    func aSuccessStatusPassesThrough(statusCode: Int) throws {
        let response = HTTPResponse(statusCode: statusCode, body: Data("ok".utf8))

        #expect(try response.successful() == response)
    }

    @Test(arguments: [199, 304, 404, 500])
    func anyOtherStatusIsAnHTTPStatusError(statusCode: Int) {
        #expect(throws: HTTPStatusError(statusCode: statusCode)) {
            try HTTPResponse(statusCode: statusCode).successful()
        }
    }

    @Test func theStubAnswersAndKeepsTheRequests() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 204))
        let request = HTTPRequest(method: .delete, url: URL(string: "https://api.example.com/items/1")!)

        #expect(try await client.send(request) == HTTPResponse(statusCode: 204))
        #expect(await client.requests == [request])
    }

    @Test(arguments: [
        (CancellationError() as any Error, DataFailure.cancelled),
        (URLError(.cancelled), .cancelled),
        (HTTPStatusError(statusCode: 404), .notFound),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
        (HTTPStatusError(statusCode: 500), .unavailable),
        (URLError(.notConnectedToInternet), .unavailable),
        (URLError(.timedOut), .unavailable),
    ])
    func failuresAreSortedIntoWhatFeaturesReport(failure: any Error, expected: DataFailure) {
        #expect(DataFailure(failure) == expected)
    }
}
