import DemoDomain
import Foundation

/// One `Profile` as its form edits it: text fields hold text, which becomes a number, a link or an identifier
/// only when the draft is checked, so the user can type freely and see what is wrong beside the field. A list of texts
/// is text too, one entry per line. Fields a form does not edit (other lists, and optional flags, dates and value
/// types) keep the value the draft started from. Numbers are shown and read as the user's locale writes them (`1.234,5`
/// in Germany, `1,234.5` in the US), as the list shows them.
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
    /// Whose decimal separator and grouping number fields are shown and read with.
    public let locale: Locale
    public var name: String
    public var age: String

    /// A draft of `profile`, to edit it, with numbers written as `locale` writes them.
    public init(_ profile: Profile, locale: Locale = .current) {
        self.locale = locale
        self.id = profile.id
        self.name = profile.name
        self.age = DraftText.text(of: profile.age, in: locale)
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
            return DraftText.trimmed(self.name).isEmpty ? .missing : nil
        case .age:
            if DraftText.trimmed(self.age).isEmpty {
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
            name: DraftText.trimmed(name),
            age: ageValue
        )
    }

    /// `age`'s text as an `Int`, nil when it is empty or not one.
    private var ageValue: Int? {
        let text = DraftText.trimmed(self.age)
        return DraftText.number(in: text, locale: locale).flatMap { Int($0) }
    }
}
