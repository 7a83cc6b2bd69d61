/// Where ``Settings`` values are kept, stated in domain terms; the data layer decides how.
///
/// Use cases depend on this protocol rather than on an implementation, so storage can change without touching
/// business rules and tests can substitute a mock.
public protocol SettingsRepository: Sendable {
    /// Every stored value, in a stable order.
    func loadAll() async throws -> [Settings]

    /// Stores the value, replacing the one with the same identifier if there is one.
    func save(_ settings: Settings) async throws
}
