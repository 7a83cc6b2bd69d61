/// What can go wrong with `Order` values, in terms a screen can explain to a person.
///
/// The data layer maps transport and decoding failures into these cases, so nothing above it sees `URLError`
/// or `DecodingError`. Cancellation is not among them: it stays `CancellationError`, because a cancelled
/// request is not a failure to report.
public enum OrderError: Error, Equatable, Sendable {
    /// The values could not be reached: no connection, a server error, storage that failed.
    case unavailable
    /// The value asked for does not exist (any more).
    case notFound
    /// The values arrived in a shape that cannot become an `Order`.
    case invalidData
}
