import Testing

@testable import DemoPresentation

/// What `Store` promises every feature, shown with a counter whose additions arrive through effects.
@MainActor
struct StoreTests {
    @MainActor
    private final class SampleTally {
        var received: [Int] = []
        /// How many fetches reported that they were cancelled.
        var cancellations = 0

        var total: Int { received.reduce(0, +) }
    }

    private enum SampleLane: Hashable, Sendable {
        case first, second
    }

    private enum SampleTallyAction: Sendable {
        case increment
        case fetch(lane: SampleLane?, policy: StoreEffect<SampleTallyAction>.Policy)
        case countDown(from: Int)
        case relay(Int)
        case fetchThroughAnotherAction
        case stop(SampleLane)
        case added(Int)
        case fetchCancelled
    }

    /// Fetches amounts from held calls, so each test decides when and how every fetch ends.
    private struct SampleTallyFeature: StoreFeature {
        let calls: HeldCalls<Int>

        func handle(_ action: SampleTallyAction, state: SampleTally) -> StoreEffect<SampleTallyAction> {
            switch action {
            case .increment:
                state.received.append(1)
                return .none
            case .fetch(let lane, let policy):
                return .run(id: lane, policy: policy) { [calls] send in
                    do {
                        await send(.added(try await calls.call()))
                    } catch {
                        await send(.fetchCancelled)
                    }
                }
            case .countDown(let start):
                return .run { send in
                    for amount in stride(from: start, to: 0, by: -1) {
                        await send(.added(amount))
                    }
                }
            case .relay(let amount):
                return .run { send in await send(.countDown(from: amount)) }
            case .fetchThroughAnotherAction:
                return .run { send in await send(.fetch(lane: nil, policy: .cancelPrevious)) }
            case .stop(let lane):
                return .cancel(id: lane)
            case .added(let amount):
                state.received.append(amount)
                return .none
            case .fetchCancelled:
                state.cancellations += 1
                return .none
            }
        }
    }

    private let calls = HeldCalls<Int>()

    private func makeStore() -> Store<SampleTallyFeature> {
        Store(state: SampleTally(), feature: SampleTallyFeature(calls: calls))
    }

    @Test func anActionWithoutWorkChangesStateAtOnceAndStartsNothing() {
        let store = makeStore()

        store.send(.increment)

        #expect(store.state.total == 1)
        #expect(store.runningEffectCount == 0)
    }

    @Test func oneEffectMaySendManyActions() async {
        let store = makeStore()

        await store.send(.countDown(from: 3)).finish()

        #expect(store.state.received == [3, 2, 1])
    }

    @Test func finishWaitsForTheWorkOfTheActionsAnEffectSent() async {
        let store = makeStore()

        await store.send(.relay(2)).finish()

        #expect(store.state.received == [2, 1])
    }

    @Test func finishedEffectsAreForgotten() async {
        let store = makeStore()
        let fetch = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        await calls.waitForCalls(1)
        #expect(store.runningEffectCount == 1)

        calls.answer(1, with: .success(4))
        await fetch.finish()

        #expect(store.state.received == [4])
        #expect(store.runningEffectCount == 0)
    }

    @Test func aNewerEffectWithTheSameIDCancelsTheOlderAndDropsWhatItSends() async {
        let store = makeStore()
        let older = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        await calls.waitForCalls(1)
        let newer = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        await calls.waitForCalls(2)

        calls.answer(2, with: .success(2))
        await newer.finish()
        await older.finish()

        #expect(older.isCancelled)
        #expect(store.state.received == [2])
        #expect(store.state.cancellations == 0)
    }

    @Test func idsAreEqualOnlyWhenTheirTypesAndValuesAre() {
        #expect(StoreEffectID(SampleLane.first) == StoreEffectID(SampleLane.first))
        #expect(StoreEffectID(SampleLane.first) != StoreEffectID(SampleLane.second))
        #expect(StoreEffectID(1) != StoreEffectID(Int8(1)))
        #expect(StoreEffectID("load") != StoreEffectID(SampleLane.first))
    }

    @Test func effectsWithDifferentIDsRunSideBySide() async {
        let store = makeStore()
        let first = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        let second = store.send(.fetch(lane: .second, policy: .cancelPrevious))
        await calls.waitForCalls(2)

        calls.answer(2, with: .success(2))
        calls.answer(1, with: .success(1))
        await first.finish()
        await second.finish()

        #expect(store.state.total == 3)
    }

    @Test func aQueuedEffectStartsAfterTheRunningOneWithTheSameIDHasFinished() async {
        let store = makeStore()
        var totalsWhenCalled: [Int] = []
        calls.onCall = { totalsWhenCalled.append(store.state.total) }
        let first = store.send(.fetch(lane: .first, policy: .queue))
        await calls.waitForCalls(1)
        let second = store.send(.fetch(lane: .first, policy: .queue))

        calls.answer(1, with: .success(1))
        await calls.waitForCalls(2)
        calls.answer(2, with: .success(2))
        await first.finish()
        await second.finish()

        #expect(totalsWhenCalled == [0, 1])
        #expect(store.state.received == [1, 2])
        #expect(!first.isCancelled)
    }

    @Test func cancelByIDStopsTheEffectAndDropsWhatItSends() async {
        let store = makeStore()
        let fetch = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        await calls.waitForCalls(1)

        store.send(.stop(.first))
        #expect(fetch.isCancelled)
        #expect(store.runningEffectCount == 0)
        calls.answer(1, with: .success(5))
        await fetch.finish()

        #expect(store.state.received.isEmpty)
        #expect(store.state.cancellations == 0)
    }

    @Test func cancellingTheHandleCancelsTheEffectWhichStillReports() async {
        let store = makeStore()
        // Stands for the screen's `.task`, which SwiftUI cancels when the screen disappears.
        let screenTask = Task { await store.send(.fetch(lane: nil, policy: .cancelPrevious)).finish() }
        await calls.waitForCalls(1)

        screenTask.cancel()
        await screenTask.value

        #expect(store.state.cancellations == 1)
        #expect(store.state.received.isEmpty)
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancellingTheHandleAlsoCancelsTheWorkOfTheActionsTheEffectSent() async {
        let store = makeStore()
        let screenTask = Task { await store.send(.fetchThroughAnotherAction).finish() }
        await calls.waitForCalls(1)

        screenTask.cancel()
        await screenTask.value

        #expect(store.state.cancellations == 1)
        #expect(store.runningEffectCount == 0)
    }

    @Test func cancelReadsStopsEveryReadButNoWrite() async {
        let store = makeStore()
        let first = store.send(.fetch(lane: .first, policy: .cancelPrevious))
        let second = store.send(.fetch(lane: nil, policy: .cancelPrevious))
        let write = store.send(.fetch(lane: .second, policy: .queue))
        await calls.waitForCalls(3)

        store.cancelReads()
        await first.finish()
        await second.finish()
        calls.answer(3, with: .success(5))
        await write.finish()

        #expect(first.isCancelled && second.isCancelled)
        #expect(!write.isCancelled)
        #expect(store.state.received == [5])
        #expect(store.runningEffectCount == 0)
    }

    @Test func releasingTheStoreCancelsItsEffects() async {
        var store: Store<SampleTallyFeature>? = makeStore()
        let fetch = store?.send(.fetch(lane: nil, policy: .cancelPrevious))
        await calls.waitForCalls(1)

        store = nil
        #expect(fetch?.isCancelled == true)
        // Ends the call even if cancellation never reached it, so a broken store fails this test instead of hanging.
        calls.answer(1, with: .success(5))
        await fetch?.finish()
    }

    /// A write the screen started before it went away still happens: cancelling a request does not undo it on the
    /// server, and the next screen's load shows what it stored.
    @Test func releasingTheStoreLetsItsWritesFinish() async {
        var store: Store<SampleTallyFeature>? = makeStore()
        let write = store?.send(.fetch(lane: .first, policy: .queue))
        await calls.waitForCalls(1)

        store = nil
        calls.answer(1, with: .success(5))
        await write?.finish()

        #expect(write?.isCancelled == false)
    }
}
