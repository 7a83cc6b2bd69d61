import Foundation

/// A plain value the business rules work with, free of storage, wire formats and screen concerns: how it is
/// encoded for a server is the data layer's `SettingsDTO`.
public struct Settings: Equatable, Hashable, Identifiable, Sendable {
    public let id: UUID
    public let theme: String
    public let notificationsEnabled: Bool

    public init(
        id: UUID,
        theme: String,
        notificationsEnabled: Bool
    ) {
        self.id = id
        self.theme = theme
        self.notificationsEnabled = notificationsEnabled
    }
}
