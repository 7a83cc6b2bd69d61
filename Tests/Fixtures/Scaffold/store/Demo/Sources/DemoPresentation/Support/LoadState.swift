/// The business state of a screen that shows loaded data.
///
/// Failures are part of the state, carrying text fit to show the user, so screens render every outcome the
/// same way and view-model tests can assert on one value.
public enum LoadState<Value: Equatable & Sendable>: Equatable, Sendable {
    case idle
    case loading
    case loaded(Value)
    case failed(message: String)
}
