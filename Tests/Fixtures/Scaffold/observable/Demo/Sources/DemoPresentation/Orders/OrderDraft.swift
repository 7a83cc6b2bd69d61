import DemoDomain
import Foundation

/// One `Order` as its form edits it: text fields hold text, which becomes a number, a link or an identifier
/// only when the draft is checked, so the user can type freely and see what is wrong beside the field. A list of texts
/// is text too, one entry per line. Fields a form does not edit (other lists, and optional flags, dates and value
/// types) keep the value the draft started from. Decimal
/// numbers are shown and read with the decimal separator of the user's locale (`12,5` in Germany, `12.5` in the US),
/// as the list shows them.
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
    /// Whose decimal separator number fields are shown and read with.
    public let locale: Locale
    public var title: String
    public var placed: Date
    public var note: String
    public var status: OrderStatus

    /// A draft of `order`, to edit it, with numbers written as `locale` writes them.
    public init(_ order: Order, locale: Locale = .current) {
        self.locale = locale
        self.id = order.id
        self.title = order.title
        self.placed = order.placed
        self.note = order.note ?? ""
        self.status = order.status
    }

    /// A draft of a new `Order` under a new identifier: text empty, flags off, dates now, and a value type's
    /// first case; numbers are typed as `locale` writes them.
    ///
    /// - Parameters:
    ///   - newID: Makes the new identifier; a test passes one that returns a fixed value.
    ///   - now: Reads the time date fields start at; a test passes a fixed one.
    public init(locale: Locale = .current, newID: () -> UUID = UUID.init, now: () -> Date = Date.init) {
        self.locale = locale
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
            return Self.trimmed(self.title).isEmpty ? .missing : nil
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
            title: Self.trimmed(title),
            placed: placed,
            note: Self.trimmed(note).isEmpty ? nil : Self.trimmed(note),
            status: status
        )
    }

    /// `number` as Swift writes it (`12.5`) with the decimal separator of `locale`; empty for no number.
    private static func text(of number: (some CustomStringConvertible)?, in locale: Locale) -> String {
        (number?.description ?? "").replacingOccurrences(of: ".", with: locale.decimalSeparator ?? ".")
    }

    /// `text` as Swift writes numbers, when the whole of it is a decimal number in `locale`'s writing: a sign,
    /// digits with at most one of the locale's decimal separator, an exponent. Foundation's parsers read the number
    /// at the start of any text (`12abc` as 12, `1,5` as 1 in the US), so the whole text is matched first.
    private static func number(in text: String, locale: Locale) -> String? {
        let separator = locale.decimalSeparator ?? "."
        let pattern = /([+-]?)([0-9]*)(?:(.)([0-9]*))?([eE][+-]?[0-9]+)?/
        guard let match = text.wholeMatch(of: pattern), match.output.3.map({ String($0) == separator }) ?? true,
            !(match.output.2.isEmpty && (match.output.4 ?? "").isEmpty)
        else { return nil }
        let whole = match.output.2.isEmpty ? "0" : match.output.2
        let fraction = (match.output.4 ?? "").isEmpty ? "" : ".\(match.output.4 ?? "")"
        return "\(match.output.1)\(whole)\(fraction)\(match.output.5 ?? "")"
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A list of texts as its field holds it: one entry per line, without the spaces around it, empty lines left out.
    private static func entries(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).map { trimmed(String($0)) }.filter { !$0.isEmpty }
    }
}
