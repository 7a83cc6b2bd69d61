import Foundation

/// `ProfileDTO` records on the server, under `<baseURL>/profiles`.
///
/// Errors are passed on as they come (`HTTPStatusError` for a status that is not a success, `DecodingError`,
/// the client's transport errors); the repository maps them. A record that does not decode is left out of the list
/// and recorded in `log`.
public struct RemoteProfileDataSource: ProfileDataSource {
    private let httpClient: any HTTPClient
    private let collectionURL: URL
    private let log: DataLog

    public init(httpClient: any HTTPClient, baseURL: URL, log: DataLog = .system) {
        self.httpClient = httpClient
        self.collectionURL = baseURL.appendingPathComponent("profiles")
        self.log = log
    }

    public func fetchAll() async throws -> [ProfileDTO] {
        let response = try await httpClient.send(HTTPRequest(method: .get, url: collectionURL)).successful()
        let decoder = ServerJSON.decoder()
        let list = try decoder.decode(LossyJSONArray<ProfileDTO>.self, from: response.body)
        return try log.keepingReadable(list.results, of: "ProfileDTO records")
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
