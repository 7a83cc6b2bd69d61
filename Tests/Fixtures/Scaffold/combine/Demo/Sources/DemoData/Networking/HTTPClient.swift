import Foundation

/// Sends one HTTP request and returns the response, whatever its status: the one seam between the data sources
/// and the network.
///
/// Remote data sources depend on this protocol, so tests answer with fixtures from a stub and the app passes
/// `URLSessionHTTPClient` (or its own client, adding authentication or logging) through the composition root.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A request as a data source states it, free of any networking framework's types.
public struct HTTPRequest: Equatable, Sendable {
    public enum Method: String, Sendable {
        case get = "GET"
        case put = "PUT"
        case delete = "DELETE"
    }

    public var method: Method
    public var url: URL
    public var headers: [String: String]
    public var body: Data?

    public init(method: Method, url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// What came back: the status code and the body.
public struct HTTPResponse: Equatable, Sendable {
    public var statusCode: Int
    public var body: Data

    public init(statusCode: Int, body: Data = Data()) {
        self.statusCode = statusCode
        self.body = body
    }

    /// The response itself when its status is a success (2xx), so a data source never decodes an error page.
    public func successful() throws -> HTTPResponse {
        guard (200..<300).contains(statusCode) else { throw HTTPStatusError(statusCode: statusCode) }
        return self
    }
}

/// The server answered, but not with success; repositories turn it into their feature's error.
public struct HTTPStatusError: Error, Equatable, Sendable {
    public let statusCode: Int

    public init(statusCode: Int) {
        self.statusCode = statusCode
    }
}
