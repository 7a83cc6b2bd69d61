import Foundation

/// A value as the user reads it: numbers and dates formatted for the user's locale, a missing value as a dash,
/// a list as a sentence. Screens show fields through it, never through `String(describing:)`.
public protocol DisplayText {
    var displayText: String { get }
}

extension String: DisplayText {
    public var displayText: String { self }
}

extension Int: DisplayText {
    public var displayText: String { formatted() }
}

extension Double: DisplayText {
    public var displayText: String { formatted() }
}

extension Decimal: DisplayText {
    public var displayText: String { formatted() }
}

extension Date: DisplayText {
    /// Date and time, so no field loses either; pick `time: .omitted` where only the day matters.
    public var displayText: String { formatted(date: .abbreviated, time: .shortened) }
}

extension Bool: DisplayText {
    public var displayText: String {
        self
            ? NSLocalizedString("Yes", bundle: .module, comment: "A true value shown in a field")
            : NSLocalizedString("No", bundle: .module, comment: "A false value shown in a field")
    }
}

extension UUID: DisplayText {
    public var displayText: String { uuidString }
}

extension URL: DisplayText {
    public var displayText: String { absoluteString }
}

extension Optional: DisplayText where Wrapped: DisplayText {
    public var displayText: String {
        map(\.displayText) ?? NSLocalizedString("–", bundle: .module, comment: "A field that has no value")
    }
}

extension Array: DisplayText where Element: DisplayText {
    public var displayText: String { map(\.displayText).formatted(.list(type: .and)) }
}
