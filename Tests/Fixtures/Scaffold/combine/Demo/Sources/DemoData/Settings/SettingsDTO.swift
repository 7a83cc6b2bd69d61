import DemoDomain
import Foundation

/// A `Settings` as the server sends and receives it: the wire format, kept out of the domain so the API can
/// change without touching business rules.
public struct SettingsDTO: Codable, Equatable, Identifiable, Sendable {
    /// Servers send identifiers as strings; one that is not a UUID makes the record invalid.
    public let id: String
    public let theme: String
    public let notificationsEnabled: Bool

    public init(
        id: String,
        theme: String,
        notificationsEnabled: Bool
    ) {
        self.id = id
        self.theme = theme
        self.notificationsEnabled = notificationsEnabled
    }

    /// The DTO that sends `settings` to the server.
    public init(_ settings: Settings) {
        self.init(
            id: Self.serverID(settings.id),
            theme: settings.theme,
            notificationsEnabled: settings.notificationsEnabled
        )
    }

    /// The identifier as the server spells it.
    public static func serverID(_ id: Settings.ID) -> ID {
        id.uuidString
    }

    /// The domain value this DTO describes.
    ///
    /// - Throws: `SettingsError.invalidData` when a value the domain requires is malformed.
    public func settings() throws -> Settings {
        guard let id = UUID(uuidString: id) else { throw SettingsError.invalidData }
        return Settings(
            id: id,
            theme: theme,
            notificationsEnabled: notificationsEnabled
        )
    }
}
