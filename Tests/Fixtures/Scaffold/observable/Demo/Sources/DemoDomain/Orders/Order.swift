import Foundation

/// A plain value the business rules work with, free of storage, wire formats and screen concerns: how it is
/// encoded for a server is the data layer's `OrderDTO`.
public struct Order: Equatable, Hashable, Identifiable, Sendable {
    public let id: UUID
    public let title: String
    public let placed: Date
    public let note: String?
    public let status: OrderStatus

    public init(
        id: UUID,
        title: String,
        placed: Date,
        note: String? = nil,
        status: OrderStatus
    ) {
        self.id = id
        self.title = title
        self.placed = placed
        self.note = note
        self.status = status
    }
}
