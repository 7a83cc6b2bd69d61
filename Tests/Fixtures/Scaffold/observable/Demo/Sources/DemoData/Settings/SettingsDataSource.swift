/// Where the one `SettingsDTO` record comes from and goes to: a server, or memory until there is one.
///
/// The repository works over this protocol, so it maps DTOs and errors the same way whatever the source.
public protocol SettingsDataSource: Sendable {
    /// The stored record; nil while nothing is stored.
    func fetch() async throws -> SettingsDTO?

    /// Stores the record in place of whatever was stored.
    func save(_ record: SettingsDTO) async throws
}
