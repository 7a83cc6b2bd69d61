import Foundation

/// `ProfileDTO` records on the server, under `<baseURL>/profiles`.
///
/// Errors are passed on as they come (`HTTPStatusError` for a status that is not a success, `DecodingError`,
/// the client's transport errors); the repository maps them.
public struct RemoteProfileDataSource: ProfileDataSource {
    private let httpClient: any HTTPClient
    private let collectionURL: URL

    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.collectionURL = baseURL.appendingPathComponent("profiles")
    }

    public func fetchAll() async throws -> [ProfileDTO] {
        let response = try await httpClient.send(HTTPRequest(method: .get, url: collectionURL)).successful()
        return try ServerJSON.decoder().decode([ProfileDTO].self, from: response.body)
    }

    public func save(_ record: ProfileDTO) async throws {
        let request = HTTPRequest(
            method: .put, url: collectionURL.appendingPathComponent("\(record.id)"),
            headers: ["Content-Type": "application/json"], body: try ServerJSON.encoder().encode(record))
        _ = try await httpClient.send(request).successful()
    }

    /// Deleting a record the server does not have succeeds: the outcome the caller wants already holds.
    public func delete(id: ProfileDTO.ID) async throws {
        let request = HTTPRequest(method: .delete, url: collectionURL.appendingPathComponent("\(id)"))
        let response = try await httpClient.send(request)
        guard response.statusCode != 404 else { return }
        _ = try response.successful()
    }
}
