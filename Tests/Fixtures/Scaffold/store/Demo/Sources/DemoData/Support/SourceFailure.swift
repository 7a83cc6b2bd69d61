import Foundation

/// What went wrong below a repository, sorted into the cases every feature's error is made from.
///
/// Each repository maps these to its own `<Feature>Error`, so the sorting of transport, status and decoding
/// failures is written and tested once. A status tells whose move it is: 401 and 403 the user's session, another
/// 4xx what was sent, a 5xx the server; only a request that got no answer is the connection.
enum SourceFailure: Equatable {
    /// The work was cancelled: not a failure, the caller stopped waiting. Rethrown as `CancellationError`.
    case cancelled
    case notFound
    case notAuthorized
    case rejected
    case serverFailure
    case invalidData
    case unavailable

    init(_ error: any Error) {
        switch error {
        case is CancellationError:
            self = .cancelled
        case let error as URLError where error.code == .cancelled:
            self = .cancelled
        case let error as HTTPStatusError:
            self = Self(statusCode: error.statusCode)
        case is DecodingError:
            self = .invalidData
        default:
            self = .unavailable
        }
    }

    private init(statusCode: Int) {
        switch statusCode {
        case 404: self = .notFound
        case 401, 403: self = .notAuthorized
        case 400..<500: self = .rejected
        case 500..<600: self = .serverFailure
        default: self = .unavailable
        }
    }
}
