import Foundation

/// A plain value the business rules work with, free of storage, wire formats and screen concerns: how it is
/// encoded for a server is the data layer's `ProfileDTO`.
public struct Profile: Equatable, Hashable, Identifiable, Sendable {
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
