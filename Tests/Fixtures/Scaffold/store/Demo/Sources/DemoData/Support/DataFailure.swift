import Foundation

/// What went wrong below a repository, sorted into the few cases every feature's error is made from.
///
/// Each repository maps these to its own `<Feature>Error`, so the sorting of transport and decoding failures
/// is written and tested once.
enum DataFailure: Equatable {
    /// The work was cancelled: not a failure, the caller stopped waiting. Rethrown as `CancellationError`.
    case cancelled
    case notFound
    case invalidData
    case unavailable

    init(_ error: any Error) {
        switch error {
        case is CancellationError:
            self = .cancelled
        case let error as URLError where error.code == .cancelled:
            self = .cancelled
        case let error as HTTPStatusError where error.statusCode == 404:
            self = .notFound
        case is DecodingError:
            self = .invalidData
        default:
            self = .unavailable
        }
    }
}
