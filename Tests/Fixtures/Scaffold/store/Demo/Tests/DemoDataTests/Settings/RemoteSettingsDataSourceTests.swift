import DemoDomain
import DemoTestSupport
import Foundation
import Testing

@testable import DemoData

struct RemoteSettingsDataSourceTests {
    private let baseURL = URL(string: "https://api.example.com/v1")!
    private let resourceURL = URL(string: "https://api.example.com/v1/settings")!

    @Test func fetchGetsTheResourceAndDecodesIt() async throws {
        let client = StubHTTPClient(
            answer: HTTPResponse(statusCode: 200, body: Data(SettingsJSON.sample.utf8)))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        let record = try await dataSource.fetch()

        #expect(record == SettingsDTO(.sample))
        #expect(await client.requests == [HTTPRequest(method: .get, url: resourceURL)])
    }

    @Test func aResourceTheServerDoesNotHaveIsNothingStored() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 404))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        #expect(try await dataSource.fetch() == nil)
    }

    @Test func aStatusThatIsNotASuccessIsThrownAsIs() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 500))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: HTTPStatusError(statusCode: 500)) {
            try await dataSource.fetch()
        }
    }

    @Test func aBodyThatIsNotTheExpectedJSONIsADecodingError() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 200, body: Data(#"{"unexpected": true}"#.utf8)))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: DecodingError.self) {
            try await dataSource.fetch()
        }
    }

    @Test func savePutsTheRecordAsJSONInPlaceOfTheResource() async throws {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 204))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        try await dataSource.save(SettingsDTO(.sample))

        let request = try #require(await client.requests.first)
        #expect(request.method == .put)
        #expect(request.url == resourceURL)
        #expect(request.headers["Content-Type"] == "application/json")
        let sent = try ServerJSON.decoder().decode(SettingsDTO.self, from: request.body ?? Data())
        #expect(sent == SettingsDTO(.sample))
    }

    @Test func aFailedSaveIsThrownAsIs() async {
        let client = StubHTTPClient(answer: HTTPResponse(statusCode: 500))
        let dataSource = RemoteSettingsDataSource(httpClient: client, baseURL: baseURL)

        await #expect(throws: HTTPStatusError(statusCode: 500)) {
            try await dataSource.save(SettingsDTO(.sample))
        }
    }
}
