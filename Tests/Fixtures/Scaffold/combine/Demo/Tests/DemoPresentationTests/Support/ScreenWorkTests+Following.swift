#if canImport(Combine)
import DemoPresentation
import Testing

extension ScreenWorkTests {
    /// What `ScreenWork.follow(_:)` promises a view model that observes its values: each value the stream brings
    /// reaches the state, a failure shows where the user looks, and cancelling the follower stops the stream.
    @MainActor
    struct Following {
        private struct SampleRow: Identifiable, Equatable, Sendable {
            let id: Int
        }

        private enum SampleRowAction: Equatable, Sendable {
            case refresh
            case delete(id: Int)
        }

        private struct Unreachable: Error {}

        private let loads = HeldCalls<[SampleRow]>()
        private let writes = HeldCalls<Void>()
        private let first = SampleRow(id: 1)
        private let second = SampleRow(id: 2)

        private static func message(for error: any Error) -> String {
            error is Unreachable ? "Unreachable" : "Something else"
        }

        private func makeWork() -> ScreenWork<[SampleRow], SampleRowAction> {
            ScreenWork(refresh: .refresh, message: Self.message(for:)) { [loads] in try await loads.call() }
        }

        @Test func theValuesAStreamBringsReachTheStateAndTheLastStaysWhenItEnds() async {
            let work = makeWork()
            let (updates, continuation) = AsyncThrowingStream<[SampleRow], any Error>.makeStream()
            continuation.yield([first])
            continuation.yield([first, second])
            continuation.finish()

            await work.follow(updates)

            #expect(work.state == .loaded([first, second]))
            #expect(work.actionFailure == nil)
        }

        @Test func aStreamThatFailsBeforeAnyValueIsTheFailedScreen() async {
            let work = makeWork()
            let (updates, continuation) = AsyncThrowingStream<[SampleRow], any Error>.makeStream()
            continuation.finish(throwing: Unreachable())

            await work.follow(updates)

            #expect(work.state == .failed(message: "Unreachable"))
        }

        @Test func aStreamThatFailsAfterAValueKeepsItAndOffersToRefresh() async {
            let work = makeWork()
            let (updates, continuation) = AsyncThrowingStream<[SampleRow], any Error>.makeStream()
            continuation.yield([first])
            continuation.finish(throwing: Unreachable())

            await work.follow(updates)

            #expect(work.state == .loaded([first]))
            #expect(work.actionFailure?.action == .refresh)
            #expect(work.actionFailure?.message == "Unreachable")
        }

        @Test func cancellingTheFollowerStopsTheStreamWithoutAFailure() async {
            let work = makeWork()
            let (updates, continuation) = AsyncThrowingStream<[SampleRow], any Error>.makeStream()
            let (stopped, stop) = AsyncStream<Void>.makeStream()
            continuation.onTermination = { _ in stop.finish() }

            let following = _Concurrency.Task { await work.follow(updates) }
            following.cancel()
            await following.value
            for await _ in stopped {}
            continuation.yield([first])

            #expect(work.state == .idle)
            #expect(work.actionFailure == nil)
        }

        @Test func aRowBeingDeletedStaysOffWhatTheStreamBrings() async {
            let work = makeWork()
            let (updates, continuation) = AsyncThrowingStream<[SampleRow], any Error>.makeStream()
            continuation.yield([first, second])
            let deletion = work.delete(.delete(id: first.id), row: first.id) { [writes] in try await writes.call() }
            await writes.waitForCalls(1)
            continuation.yield([first, second])
            continuation.finish()

            await work.follow(updates)
            #expect(work.state == .loaded([second]))

            writes.answer(1, with: .success(()))
            await loads.waitForCalls(1)
            loads.answer(1, with: .success([second]))
            await deletion.value
            #expect(work.state == .loaded([second]))
        }
    }
}
#endif
