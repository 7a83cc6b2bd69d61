import DemoDomain
import Foundation

/// One `Profile` as its form edits it: text fields hold text, which becomes a number, a link or an identifier
/// only when the draft is checked, so the user can type freely and see what is wrong beside the field. A list of texts
/// is text too, one entry per line. Fields a form does not edit (other lists, and optional flags, dates and value
/// types) keep the value the draft started from. Decimal
/// numbers are shown and read with the decimal separator of the user's locale (`12,5` in Germany, `12.5` in the US),
/// as the list shows them.
public struct ProfileDraft: Equatable, Identifiable, Sendable {
    /// A field the form edits, to show its problem beside it.
    public enum Field: CaseIterable, Hashable, Sendable {
        case name
        case age
    }

    /// Why a field's text is not yet a value.
    public enum Problem: Equatable, Sendable {
        /// The field is required and empty.
        case missing
        /// The text is not a value of the field's type, such as a number.
        case unreadable
    }

    public let id: Profile.ID
    /// Whose decimal separator number fields are shown and read with.
    public let locale: Locale
    public var name: String
    public var age: String

    /// A draft of `profile`, to edit it, with numbers written as `locale` writes them.
    public init(_ profile: Profile, locale: Locale = .current) {
        self.locale = locale
        self.id = profile.id
        self.name = profile.name
        self.age = profile.age.map { "\($0)" } ?? ""
    }

    /// A draft of a new `Profile` under a new identifier: text empty, flags off, dates now, and a value type's
    /// first case; numbers are typed as `locale` writes them.
    ///
    /// - Parameters:
    ///   - newID: Makes the new identifier; a test passes one that returns a fixed value.
    ///   - now: Reads the time date fields start at; a test passes a fixed one.
    public init(locale: Locale = .current, newID: () -> UUID = UUID.init, now: () -> Date = Date.init) {
        self.locale = locale
        self.id = newID()
        self.name = ""
        self.age = ""
    }

    /// What keeps each field from being a value, by field; empty when the draft is a valid `Profile`. Text is
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
        case .name:
            return Self.trimmed(self.name).isEmpty ? .missing : nil
        case .age:
            if Self.trimmed(self.age).isEmpty {
                return nil
            }
            return self.ageValue == nil ? .unreadable : nil
        }
    }

    /// The `Profile` the draft describes, or nil while it has `problems`.
    public var profile: Profile? {
        guard problems.isEmpty else { return nil }
        return Profile(
            id: id,
            name: Self.trimmed(name),
            age: ageValue
        )
    }

    /// `age`'s text as an `Int`, nil when it is empty or not one.
    private var ageValue: Int? {
        let text = Self.trimmed(self.age)
        return Int(text)
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
