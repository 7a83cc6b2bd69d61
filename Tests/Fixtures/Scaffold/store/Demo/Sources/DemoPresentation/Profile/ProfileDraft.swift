import DemoDomain
import Foundation

/// One `Profile` as its form edits it: text fields hold text, which becomes a number, a link or an identifier
/// only when the draft is checked, so the user can type freely and see what is wrong beside the field. Fields a form
/// does not edit (lists, and optional flags, dates and value types) keep the value the draft started from.
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
    public var name: String
    public var age: String

    /// A draft of `profile`, to edit it.
    public init(_ profile: Profile) {
        id = profile.id
        name = profile.name
        age = profile.age.map { "\($0)" } ?? ""
    }

    /// A draft of a new `Profile` under a new identifier: text empty, flags off, dates now, and a value type's
    /// first case.
    public init() {
        id = UUID()
        name = ""
        age = ""
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
    /// `Field` is a compile error here until someone decides how it is checked.
    private func problem(of field: Field) -> Problem? {
        switch field {
        case .name:
            return Self.trimmed(name).isEmpty ? .missing : nil
        case .age:
            return !Self.trimmed(age).isEmpty && ageValue == nil ? .unreadable : nil
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
        let text = Self.trimmed(age)
        return Int(text)
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
