/// Where the one ``Settings`` is kept, stated in domain terms; the data layer decides how.
///
/// Use cases depend on this protocol rather than on an implementation, so storage can change without touching
/// business rules and tests can substitute a mock.
public protocol SettingsRepository: Sendable {
    /// The stored value; nil while nothing is stored, which is not a failure.
    func load() async throws -> Settings?

    /// Stores the value in place of whatever was stored.
    func save(_ settings: Settings) async throws
}
