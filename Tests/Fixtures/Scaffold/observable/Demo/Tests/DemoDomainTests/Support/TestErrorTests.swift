import DemoTestSupport
import Testing

/// The failure the shared mocks throw stands for one no layer knows. The view models treat cancellation as no
/// failure at all, so a test arranging a failure relies on `TestError` never reading as cancellation.
struct TestErrorTests {
    @Test func aTestErrorIsAFailureNotACancellation() {
        let error: any Error = TestError.unavailable

        #expect(!(error is CancellationError))
        #expect(error as? TestError == .unavailable)
    }
}
