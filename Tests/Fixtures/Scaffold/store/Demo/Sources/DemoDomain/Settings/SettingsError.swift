/// What can go wrong with `Settings` values, in terms a screen can explain to a person.
///
/// The data layer maps transport and decoding failures into these cases, so nothing above it sees `URLError`
/// or `DecodingError`. Cancellation is not among them: it stays `CancellationError`, because a cancelled
/// request is not a failure to report.
public enum SettingsError: Error, Equatable, Sendable {
    /// The values could not be reached: no connection, storage that failed.
    case unavailable
    /// The value asked for does not exist (any more).
    case notFound
    /// The user is not signed in, or may not do this (the server answered 401 or 403).
    case notAuthorized
    /// The server would not take the request as sent (another 4xx: a conflict, a value it does not accept).
    case rejected
    /// The server failed on its side (5xx): nothing the user did, and trying later may work.
    case serverFailure
    /// The values arrived in a shape that cannot become a `Settings`.
    case invalidData
}
