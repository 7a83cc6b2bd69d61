/// The failure mocks throw, distinct from any real error, so a test sees exactly the failure it arranged.
enum TestError: Error, Equatable {
    case unavailable
}
