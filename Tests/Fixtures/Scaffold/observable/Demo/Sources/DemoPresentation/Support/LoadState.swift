/// The business state of a screen that shows loaded data.
///
/// Failures are part of the state, carrying text fit to show the user, so screens render every outcome the
/// same way and view-model tests can assert on one value. Only loading can fail into `failed`: an action on
/// loaded values that fails keeps them on screen and reports itself as an `ActionFailure` instead, and a
/// cancelled load is no failure at all — the state goes back to what it was.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(message: String)

    /// The loaded value, or nil while there is none to show.
    public var value: Value? {
        if case .loaded(let value) = self { value } else { nil }
    }
}
