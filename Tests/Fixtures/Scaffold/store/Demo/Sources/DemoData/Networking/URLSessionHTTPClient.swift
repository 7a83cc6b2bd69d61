import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `HTTPClient` over `URLSession`: what the app passes to the composition root to reach its server.
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    /// - Parameter session: The session requests go through; pass one with its own configuration for
    ///   authentication headers, caching or timeouts.
    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let (body, response) = try await session.data(for: URLRequest(request))
        guard let response = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return HTTPResponse(statusCode: response.statusCode, body: body)
    }
}

extension URLRequest {
    /// The `URLRequest` that sends `request`.
    init(_ request: HTTPRequest) {
        self.init(url: request.url)
        httpMethod = request.method.rawValue
        httpBody = request.body
        for (field, value) in request.headers {
            setValue(value, forHTTPHeaderField: field)
        }
    }
}
