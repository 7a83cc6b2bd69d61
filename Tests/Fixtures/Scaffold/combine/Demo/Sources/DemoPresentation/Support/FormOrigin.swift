/// Which stored value the form on a screen was made from, so the screen can give the form an identity that survives
/// the form's own saves.
///
/// A screen that rebuilt its form whenever the stored value changed would, once a save lands and the value is loaded
/// again, replace whatever the user typed after tapping Save with the value saved. While the stored value is the one
/// this form saved, the origin stays what it was; a value stored elsewhere becomes the new origin.
public struct FormOrigin<Value: Hashable> {
    private var saved: (value: Value, origin: Value?)?

    public init() {}

    /// The identity of the form showing `stored`.
    public func origin(showing stored: Value?) -> Value? {
        if let saved, stored == saved.value { return saved.origin }
        return stored
    }

    /// Records that the form, showing `stored`, saves `value`.
    public mutating func save(_ value: Value, showing stored: Value?) {
        saved = (value, origin(showing: stored))
    }
}
