/// Stands in for slow work: each call stays in flight until the test answers it, or until the calling task is
/// cancelled, when it throws `CancellationError` as `URLSession` does. Tests use it to act while work is running.
@MainActor
final class HeldCalls<Value: Sendable> {
    private var unanswered: [Int: CheckedContinuation<Value, any Error>] = [:]
    private var waiters: [(calls: Int, resume: CheckedContinuation<Void, Never>)] = []
    /// How many calls have started, including those still in flight.
    private(set) var count = 0
    /// Runs as each call starts, so a test can look at the state at that moment.
    var onCall: () -> Void = {}

    func call() async throws -> Value {
        count += 1
        let number = count
        onCall()
        for waiter in waiters where waiter.calls <= count {
            waiter.resume.resume()
        }
        waiters.removeAll { $0.calls <= count }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { unanswered[number] = $0 }
        } onCancel: {
            Task { @MainActor in
                self.answer(number, with: .failure(CancellationError()))
            }
        }
    }

    /// Returns once `calls` calls have started.
    func waitForCalls(_ calls: Int) async {
        guard count < calls else { return }
        await withCheckedContinuation { waiters.append((calls, $0)) }
    }

    /// Ends call `number`, counting from 1, with `result`; a call that has already ended is left alone.
    func answer(_ number: Int, with result: Result<Value, any Error>) {
        unanswered.removeValue(forKey: number)?.resume(with: result)
    }
}
