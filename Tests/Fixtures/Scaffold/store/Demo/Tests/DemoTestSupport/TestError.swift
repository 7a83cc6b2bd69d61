/// The failure mocks throw when a test needs one no layer knows, distinct from every real error, so the test
/// sees exactly the failure it arranged.
public enum TestError: Error, Equatable {
    case unavailable
}
