import Foundation

/// A plain value the business rules work with, free of storage and screen concerns.
public struct Settings: Codable, Equatable, Identifiable, Sendable {
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
