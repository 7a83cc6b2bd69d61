/// Why an action on ``Profile`` values failed, in domain terms: the data layer maps transport and decoding
/// failures into it, and the presentation layer turns it into text for the user.
///
/// Cancellation is not one of these: it is never a failure, so it travels as `CancellationError`.
public enum ProfileError: Error, Equatable, Sendable {
    /// The values could not be reached: no connection, a timeout or a server error.
    case unavailable
    /// The value no longer exists.
    case notFound
    /// The values arrived in a form that could not be read.
    case invalidData
}
