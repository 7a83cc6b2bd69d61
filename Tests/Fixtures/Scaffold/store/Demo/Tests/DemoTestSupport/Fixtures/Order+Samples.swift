import DemoDomain
import Foundation

extension Order {
    /// Two values that differ in every field, so a test notices any field that is lost or mixed up; the
    /// screens' previews show them too.
    public static let sample = Order(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
        title: "Sample title",
        placed: Date(timeIntervalSince1970: 1_700_000_000),
        note: "Sample note",
        status: OrderStatus.placeholder
    )

    public static let otherSample = Order(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
        title: "Ünïcödé title 東京 🎉",
        placed: Date(timeIntervalSince1970: 1_800_000_000),
        note: nil,
        status: OrderStatus.placeholder
    )
}
