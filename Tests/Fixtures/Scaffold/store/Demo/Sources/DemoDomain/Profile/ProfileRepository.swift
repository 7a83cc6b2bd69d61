/// Where ``Profile`` values are kept, stated in domain terms; the data layer decides how.
///
/// Use cases depend on this protocol rather than on an implementation, so storage can change without touching
/// business rules and tests can substitute a mock.
public protocol ProfileRepository: Sendable {
    /// Every stored value, in a stable order.
    func loadAll() async throws -> [Profile]

    /// Stores the value, replacing the one with the same identifier if there is one.
    func save(_ profile: Profile) async throws

    /// Removes the value with this identifier; succeeds when there is none.
    func delete(id: Profile.ID) async throws

    /// Every stored value, again each time they change, until the caller stops iterating; a failure ends it.
    func updates() -> AsyncThrowingStream<[Profile], any Error>
}
