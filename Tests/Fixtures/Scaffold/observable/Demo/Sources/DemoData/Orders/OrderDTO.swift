import DemoDomain
import Foundation

/// An `Order` as the server sends and receives it: the wire format, kept out of the domain so the API can
/// change without touching business rules.
public struct OrderDTO: Codable, Equatable, Identifiable, Sendable {
    /// Servers send identifiers as strings; one that is not a UUID makes the record invalid.
    public let id: String
    public let title: String
    public let placed: Date
    public let note: String?
    /// `OrderStatus`'s raw value; one the domain does not know makes the record invalid.
    public let status: String

    public init(
        id: String,
        title: String,
        placed: Date,
        note: String? = nil,
        status: String
    ) {
        self.id = id
        self.title = title
        self.placed = placed
        self.note = note
        self.status = status
    }

    /// The DTO that sends `order` to the server.
    public init(_ order: Order) {
        self.init(
            id: Self.serverID(order.id),
            title: order.title,
            placed: order.placed,
            note: order.note,
            status: order.status.rawValue
        )
    }

    /// The identifier as the server spells it.
    public static func serverID(_ id: Order.ID) -> ID {
        id.uuidString
    }

    /// The domain value this DTO describes.
    ///
    /// - Throws: `OrderError.invalidData` when a value the domain requires is malformed.
    public func order() throws -> Order {
        guard let id = UUID(uuidString: id) else { throw OrderError.invalidData }
        guard let status = OrderStatus(rawValue: status) else {
            throw OrderError.invalidData
        }
        return Order(
            id: id,
            title: title,
            placed: placed,
            note: note,
            status: status
        )
    }
}
