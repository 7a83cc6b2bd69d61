/// What a screen renders and sends to (its view model), built the first time the screen reads it and
/// kept from then on.
///
/// SwiftUI makes a screen value again whenever its parent redraws and keeps the `@State` of the first one only. A
/// screen whose `@State` held the model itself would have each of those values build one, with its use cases, to be
/// thrown away. A screen holding a `BuiltOnce` made from an `@autoclosure` makes only this box per value, and the box
/// it keeps builds the model once, as `@StateObject` does for the `ObservableObject`s of the combine style.
public final class BuiltOnce<Value: AnyObject> {
    private enum Content {
        case pending(() -> Value)
        case built(Value)
    }

    private var content: Content

    public init(_ make: @escaping () -> Value) {
        content = .pending(make)
    }

    /// The value, built on the first read; the closure, with whatever it captured, is released then.
    public var value: Value {
        switch content {
        case .built(let value):
            return value
        case .pending(let make):
            let value = make()
            content = .built(value)
            return value
        }
    }
}
