import Foundation

/// `SettingsDTO` records on the server, under `<baseURL>/settings`.
///
/// Errors are passed on as they come (`HTTPStatusError` for a status that is not a success, `DecodingError`,
/// the client's transport errors); the repository maps them.
public struct RemoteSettingsDataSource: SettingsDataSource {
    private let httpClient: any HTTPClient
    private let collectionURL: URL

    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.collectionURL = baseURL.appendingPathComponent("settings")
    }

    public func fetchAll() async throws -> [SettingsDTO] {
        let response = try await httpClient.send(HTTPRequest(method: .get, url: collectionURL)).successful()
        return try ServerJSON.decoder().decode([SettingsDTO].self, from: response.body)
    }

    public func save(_ record: SettingsDTO) async throws {
        let request = HTTPRequest(
            method: .put, url: collectionURL.appendingPathComponent("\(record.id)"),
            headers: ["Content-Type": "application/json"], body: try ServerJSON.encoder().encode(record))
        _ = try await httpClient.send(request).successful()
    }
}
