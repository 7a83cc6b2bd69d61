import Testing

@testable import DemoPresentation

/// What `Store` promises every feature, shown with a counter whose additions arrive as effects.
@MainActor
struct StoreTests {
    @MainActor
    private final class Counter {
        var total = 0
    }

    private enum CounterAction: Sendable {
        case increment
        case add(Int, id: String, waits: Bool)
        case added(Int)
        case finishQuietly
    }

    /// Adds through effects; an effect told to wait holds its result until the test releases the gate.
    private struct CounterFeature: StoreFeature {
        let gate: AsyncStream<Void>

        func handle(_ action: CounterAction, state: Counter) -> StoreEffect<CounterAction>? {
            switch action {
            case .increment:
                state.total += 1
                return nil
            case .add(let amount, let id, let waits):
                return StoreEffect(id: id) { [gate] in
                    if waits {
                        var release = gate.makeAsyncIterator()
                        _ = await release.next()
                    }
                    return .added(amount)
                }
            case .added(let amount):
                state.total += amount
                return nil
            case .finishQuietly:
                return StoreEffect(id: "quiet") { nil }
            }
        }
    }

    private let gate: AsyncStream<Void>
    private let release: AsyncStream<Void>.Continuation

    init() {
        (gate, release) = AsyncStream.makeStream()
    }

    private func makeStore() -> Store<CounterFeature> {
        Store(state: Counter(), feature: CounterFeature(gate: gate))
    }

    @Test func anActionWithoutEffectChangesStateAtOnce() {
        let store = makeStore()

        let task = store.send(.increment)

        #expect(task == nil)
        #expect(store.state.total == 1)
    }

    @Test func awaitingSendWaitsForTheActionsTheEffectLeadsTo() async {
        let store = makeStore()

        await store.send(.add(5, id: "add", waits: false))?.value

        #expect(store.state.total == 5)
    }

    @Test func aNewerEffectCancelsTheOlderOneWithTheSameIDAndDropsItsResult() async {
        let store = makeStore()
        let older = store.send(.add(1, id: "add", waits: true))
        let newer = store.send(.add(2, id: "add", waits: false))

        await newer?.value
        release.yield()
        await older?.value

        #expect(store.state.total == 2)
    }

    @Test func effectsWithDifferentIDsRunSideBySide() async {
        let store = makeStore()
        let first = store.send(.add(1, id: "first", waits: true))
        let second = store.send(.add(2, id: "second", waits: false))

        await second?.value
        release.yield()
        await first?.value

        #expect(store.state.total == 3)
    }

    @Test func anEffectThatReturnsNoActionLeavesStateAlone() async {
        let store = makeStore()

        await store.send(.finishQuietly)?.value

        #expect(store.state.total == 0)
    }
}
