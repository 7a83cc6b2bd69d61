import DemoDomain
import DemoTestSupport
import Foundation
import Testing

@testable import DemoData

struct RemoteOrderDataSourceTests {
    private let baseURL = URL(string: "https://api.example.com/v1")!
    private let collectionURL = URL(string: "https://api.example.com/v1/orders")!

    @Test func fetchAllGetsTheCollectionAndDecodesIt() async throws {
        let client = StubHTTPClient(
            answer: HTTPResponse(statusCode: 200, body: Data(OrderJSON.list.utf8)))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        let records = try await dataSource.fetchAll()

        #expect(records == [OrderDTO(.sample), OrderDTO(.otherSample)])
        #expect(await client.requests == [HTTPRequest(method: .get, url: collectionURL)])
    }

    @Test func aRecordThatDoesNotDecodeIsLeftOutOfTheOthersAndRecorded() async throws {
        let unreadable = #"{"unexpected": true}"#
        let body = "[\(OrderJSON.sample), \(unreadable), \(OrderJSON.otherSample)]"
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 200, body: Data(body.utf8)))
        let recorded = RecordedLog()
        let dataSource = RemoteOrderDataSource(
            httpClient: client, baseURL: baseURL, log: recorded.log)

        let records = try await dataSource.fetchAll()

        #expect(records == [OrderDTO(.sample), OrderDTO(.otherSample)])
        let message = try #require(recorded.messages.first)
        #expect(recorded.messages.count == 1)
        #expect(message.hasPrefix("left out 1 of 3 OrderDTO records: "))
    }

    @Test func aStatusThatIsNotASuccessIsThrownAsIs() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 500))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: HTTPStatusError(statusCode: 500)) {
            try await dataSource.fetchAll()
        }
    }

    @Test func aBodyThatIsNotTheExpectedJSONIsADecodingError() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 200, body: Data(#"{"unexpected": true}"#.utf8)))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: DecodingError.self) {
            try await dataSource.fetchAll()
        }
    }

    @Test func savePutsTheRecordAsJSONAtItsOwnURL() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 204))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        try await dataSource.save(OrderDTO(.sample))

        let request = try #require(await client.requests.first)
        #expect(request.method == .put)
        #expect(request.url == collectionURL.appendingPathComponent("\(OrderDTO(.sample).id)"))
        #expect(request.headers["Content-Type"] == "application/json")
        let sent = try ServerJSON.decoder().decode(OrderDTO.self, from: request.body ?? Data())
        #expect(sent == OrderDTO(.sample))
    }

    @Test func aFailedSaveIsThrownAsIs() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 500))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: HTTPStatusError(statusCode: 500)) {
            try await dataSource.save(OrderDTO(.sample))
        }
    }

    @Test func deleteSendsDeleteToTheRecordsURL() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 204))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)
        let id = OrderDTO(.sample).id

        try await dataSource.delete(id: id)

        let expected = HTTPRequest(method: .delete, url: collectionURL.appendingPathComponent("\(id)"))
        #expect(await client.requests == [expected])
    }

    @Test func deletingARecordTheServerDoesNotHaveSucceeds() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 404))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        try await dataSource.delete(id: OrderDTO(.sample).id)
    }

    @Test func aFailedDeleteIsThrownAsIs() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 500))
        let dataSource = RemoteOrderDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: HTTPStatusError(statusCode: 500)) {
            try await dataSource.delete(id: OrderDTO(.sample).id)
        }
    }
}
