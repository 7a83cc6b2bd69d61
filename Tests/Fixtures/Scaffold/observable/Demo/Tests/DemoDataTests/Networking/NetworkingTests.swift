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

    /// Only a request that got no answer is the connection: a status says whose move it is.
    @Test(arguments: [
        (CancellationError() as any Error, SourceFailure.cancelled),
        (URLError(.cancelled), .cancelled),
        (HTTPStatusError(statusCode: 404), .notFound),
        (HTTPStatusError(statusCode: 401), .notAuthorized),
        (HTTPStatusError(statusCode: 403), .notAuthorized),
        (HTTPStatusError(statusCode: 409), .rejected),
        (HTTPStatusError(statusCode: 422), .rejected),
        (HTTPStatusError(statusCode: 500), .serverFailure),
        (HTTPStatusError(statusCode: 503), .serverFailure),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
        (URLError(.notConnectedToInternet), .unavailable),
        (URLError(.timedOut), .unavailable),
    ])
    func failuresAreSortedIntoWhatFeaturesReport(failure: any Error, expected: SourceFailure) {
        #expect(SourceFailure(failure) == expected)
    }

    private struct Reading: Decodable, Equatable {
        let value: Int
    }

    @Test func aListKeepsTheElementsThatDecodeAndRecordsTheOthers() throws {
        let body = Data(#"[{"value": 1}, {"value": "two"}, {}, {"value": 4}]"#.utf8)
        let recorded = RecordedLog()

        let list = try JSONDecoder().decode(LossyJSONArray<Reading>.self, from: body)
        let readings = try recorded.log.keepingReadable(list.results, of: "readings")

        #expect(readings == [Reading(value: 1), Reading(value: 4)])
        #expect(recorded.messages.count == 1)
        #expect(recorded.messages.first?.hasPrefix("left out 2 of 4 readings: ") == true)
    }

    @Test func aListOfWhichNothingDecodesIsTheFirstFailure() throws {
        let body = Data(#"[{"value": "one"}, {}]"#.utf8)
        let recorded = RecordedLog()

        let list = try JSONDecoder().decode(LossyJSONArray<Reading>.self, from: body)

        #expect(throws: DecodingError.self) {
            try recorded.log.keepingReadable(list.results, of: "readings")
        }
        #expect(try recorded.log.keepingReadable([Result<Reading, any Error>](), of: "readings") == [])
    }
}
