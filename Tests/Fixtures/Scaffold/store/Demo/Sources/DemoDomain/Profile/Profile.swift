import Foundation

/// A plain value the business rules work with, free of storage and screen concerns.
public struct Profile: Codable, Equatable, Identifiable, Sendable {
    public let id: UUID
    public let name: String
    public let age: Int?

    public init(
        id: UUID,
        name: String,
        age: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.age = age
    }
}
