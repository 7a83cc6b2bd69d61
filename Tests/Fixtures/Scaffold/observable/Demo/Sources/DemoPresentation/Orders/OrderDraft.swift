import DemoDomain
import Foundation

/// One `Order` as its form edits it: text fields hold text, which becomes a number, a link or an identifier
/// only when the draft is checked, so the user can type freely and see what is wrong beside the field. A list of texts
/// is text too, one entry per line. Fields a form does not edit (other lists, and optional flags, dates and value
/// types) keep the value the draft started from. Numbers are shown and read as the user's locale writes them (`1.234,5`
/// in Germany, `1,234.5` in the US), as the list shows them.
public struct OrderDraft: Equatable, Identifiable, Sendable {
    /// A field the form edits, to show its problem beside it.
    public enum Field: CaseIterable, Hashable, Sendable {
        case title
        case placed
        case note
        case status
    }

    /// Why a field's text is not yet a value.
    public enum Problem: Equatable, Sendable {
        /// The field is required and empty.
        case missing
        /// The text is not a value of the field's type, such as a number.
        case unreadable
    }

    public let id: Order.ID
    public var title: String
    public var placed: Date
    public var note: String
    public var status: OrderStatus

    /// A draft of `order`, to edit it.
    public init(_ order: Order) {
        self.id = order.id
        self.title = order.title
        self.placed = order.placed
        self.note = order.note ?? ""
        self.status = order.status
    }

    /// A draft of a new `Order` under a new identifier: text empty, flags off, dates now, and a value type's
    /// first case.
    ///
    /// - Parameters:
    ///   - newID: Makes the new identifier; a test passes one that returns a fixed value.
    ///   - now: Reads the time date fields start at; a test passes a fixed one.
    public init(newID: () -> UUID = UUID.init, now: () -> Date = Date.init) {
        self.id = newID()
        self.title = ""
        self.placed = now()
        self.note = ""
        self.status = OrderStatus.allCases[0]
    }

    /// What keeps each field from being a value, by field; empty when the draft is a valid `Order`. Text is
    /// read without the spaces around it.
    public var problems: [Field: Problem] {
        var problems: [Field: Problem] = [:]
        for field in Field.allCases {
            problems[field] = problem(of: field)
        }
        return problems
    }

    /// What keeps `field` from being a value, or nil when nothing does: one case per field, so a field added to
    /// `Field` is a compile error here until someone decides how it is checked. Fields are named through `self`,
    /// since a field may be called `field`.
    private func problem(of field: Field) -> Problem? {
        switch field {
        case .title:
            return DraftText.trimmed(self.title).isEmpty ? .missing : nil
        case .placed:
            return nil
        case .note:
            return nil
        case .status:
            return nil
        }
    }

    /// The `Order` the draft describes, or nil while it has `problems`.
    public var order: Order? {
        guard problems.isEmpty else { return nil }
        return Order(
            id: id,
            title: DraftText.trimmed(title),
            placed: placed,
            note: DraftText.trimmed(note).isEmpty ? nil : DraftText.trimmed(note),
            status: status
        )
    }
}
