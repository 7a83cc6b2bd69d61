import Foundation

/// The one `SettingsDTO` record on the server: a single resource at `<baseURL>/settings`.
///
/// GET reads it and PUT replaces it. Errors are passed on as they come (`HTTPStatusError` for a status that is not a
/// success, `DecodingError`, the client's transport errors); the repository maps them. A 404 from GET is no error
/// but the server saying nothing is stored yet.
public struct RemoteSettingsDataSource: SettingsDataSource {
    private let httpClient: any HTTPClient
    private let resourceURL: URL

    public init(httpClient: any HTTPClient, baseURL: URL) {
        self.httpClient = httpClient
        self.resourceURL = baseURL.appendingPathComponent("settings")
    }

    /// Nil when the server answers 404, as it does before anything was saved.
    public func fetch() async throws -> SettingsDTO? {
        let response = try await httpClient.send(HTTPRequest(method: .get, url: resourceURL))
        guard response.statusCode != 404 else { return nil }
        return try ServerJSON.decoder().decode(SettingsDTO.self, from: response.successful().body)
    }

    public func save(_ record: SettingsDTO) async throws {
        let request = HTTPRequest(
            method: .put, url: resourceURL, headers: ["Content-Type": "application/json"],
            body: try ServerJSON.encoder().encode(record))
        _ = try await httpClient.send(request).successful()
    }
}
