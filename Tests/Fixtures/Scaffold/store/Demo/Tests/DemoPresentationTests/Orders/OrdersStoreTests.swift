import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

@MainActor
struct OrdersStoreTests {
    private typealias Action = OrdersAction

    private let loadOrders = MockLoadOrdersUseCase()
    private let saveOrder = MockSaveOrderUseCase()
    private let deleteOrder = MockDeleteOrderUseCase()
    /// What the user reads for a failure that is not an `OrderError`, such as the mocks' `TestError`.
    private let unknownFailure = "Something went wrong. Please try again."

    /// The failure the screen shows when the mocks' `TestError` ends `action`, which its retry sends again.
    private func failure(_ title: String, retry action: Action) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: unknownFailure)
    }

    /// A store over the mocks, or over the held use cases a test passes to act while their calls are in flight.
    private func makeStore(
        load: (any LoadOrdersUseCase)? = nil,
        save: (any SaveOrderUseCase)? = nil,
        delete: (any DeleteOrderUseCase)? = nil
    ) -> OrdersStore {
        Store(
            state: OrdersState(),
            feature: OrdersFeature(
                loadOrders: load ?? loadOrders,
                saveOrder: save ?? saveOrder,
                deleteOrder: delete ?? deleteOrder
            )
        )
    }

    /// A store whose orders are already on screen.
    private func makeLoadedStore(
        _ orders: [Order],
        save: (any SaveOrderUseCase)? = nil,
        delete: (any DeleteOrderUseCase)? = nil
    ) async -> OrdersStore {
        let store = makeStore(save: save, delete: delete)
        loadOrders.result = .success(orders)
        await store.send(.load).finish()
        return store
    }

    @Test func startsIdleWithoutAFailure() {
        let store = makeStore()

        #expect(store.state.orders == .idle)
        #expect(store.state.actionFailure == nil)
    }

    @Test func appearShowsProgressThenTheOrders() async {
        let store = makeStore()
        var statesDuringLoad: [LoadState<[Order]>] = []
        loadOrders.result = .success([.sample, .otherSample])
        loadOrders.onExecute = { statesDuringLoad.append(store.state.orders) }

        await store.send(.appear).finish()

        #expect(statesDuringLoad == [.loading])
        #expect(store.state.orders == .loaded([.sample, .otherSample]))
    }

    @Test func appearingAgainKeepsLoadedContentWithoutLoading() async {
        let store = await makeLoadedStore([.sample])

        await store.send(.appear).finish()

        #expect(loadOrders.callCount == 1)
        #expect(store.state.orders == .loaded([.sample]))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        loadOrders.result = .failure(TestError.unavailable)

        await store.send(.load).finish()

        #expect(store.state.orders == .failed(message: unknownFailure))
    }

    @Test func eachOrderErrorHasItsOwnMessage() {
        let errors: [OrderError] = [.unavailable, .notFound, .invalidData]

        #expect(
            errors.map { OrderError.message(for: $0) } == [
                "The service can't be reached. Check your connection and try again.",
                "It no longer exists. Refresh to see what is stored now.",
                "The data received could not be read. Please try again later.",
            ])
    }

    @Test func aLoadCancelledWithTheScreenIsNoFailureAndAppearingAgainLoads() async {
        let loads = HeldCalls<[Order]>()
        let store = makeStore(load: HeldLoadOrders(calls: loads))
        // Stands for the screen's `.task`, which SwiftUI cancels when the screen disappears.
        let screenTask = _Concurrency.Task { await store.send(.appear).finish() }
        await loads.waitForCalls(1)
        #expect(store.state.orders == .loading)

        screenTask.cancel()
        await screenTask.value
        #expect(store.state.orders == .idle)

        let appearAgain = store.send(.appear)
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([.sample]))
        await appearAgain.finish()
        #expect(store.state.orders == .loaded([.sample]))
        #expect(store.state.actionFailure == nil)
    }

    @Test func aSlowLoadThenAFastRefreshEndsWithTheRefreshsAnswer() async {
        let loads = HeldCalls<[Order]>()
        let store = makeStore(load: HeldLoadOrders(calls: loads))
        let slowLoad = store.send(.load)
        await loads.waitForCalls(1)
        let fastRefresh = store.send(.refresh)
        await loads.waitForCalls(2)

        loads.answer(2, with: .success([.otherSample]))
        await fastRefresh.finish()
        loads.answer(1, with: .success([.sample]))
        await slowLoad.finish()

        #expect(slowLoad.isCancelled)
        #expect(store.state.orders == .loaded([.otherSample]))
    }

    @Test func aNewerLoadDropsTheAnswerOfAnOlderOneThatIgnoresCancellation() async {
        let store = makeStore()
        var refresh: StoreTask?
        loadOrders.result = .success([.sample])
        loadOrders.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers with newer values.
            loadOrders.onExecute = { loadOrders.result = .success([.otherSample]) }
            refresh = store.send(.refresh)
        }

        await store.send(.load).finish()
        await refresh?.finish()

        #expect(loadOrders.callCount == 2)
        #expect(store.state.orders == .loaded([.otherSample]))
    }

    @Test func refreshKeepsTheOrdersOnScreenUntilNewOnesArrive() async {
        let store = await makeLoadedStore([.sample])
        var statesDuringRefresh: [LoadState<[Order]>] = []
        loadOrders.result = .success([.sample, .otherSample])
        loadOrders.onExecute = { statesDuringRefresh.append(store.state.orders) }

        await store.send(.refresh).finish()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(store.state.orders == .loaded([.sample, .otherSample]))
    }

    @Test func aFailedRefreshKeepsTheOrdersAndOffersToRetryIt() async throws {
        let store = await makeLoadedStore([.sample])
        loadOrders.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.orders == .loaded([.sample]))
        let shown = try #require(store.state.actionFailure)
        #expect(shown == failure("Couldn't Refresh", retry: .refresh))

        loadOrders.result = .success([.sample, .otherSample])
        await store.send(shown.action).finish()
        #expect(store.state.actionFailure == nil)
        #expect(store.state.orders == .loaded([.sample, .otherSample]))
    }

    @Test func aRefreshWithNothingOnScreenLoadsAndItsFailureIsALoadFailure() async {
        let store = makeStore()
        loadOrders.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.orders == .failed(message: unknownFailure))
        #expect(store.state.actionFailure == nil)
    }

    @Test func dismissingAFailureClearsIt() async {
        let store = await makeLoadedStore([.sample])
        loadOrders.result = .failure(TestError.unavailable)
        await store.send(.refresh).finish()

        store.send(.dismissActionFailure)

        #expect(store.state.actionFailure == nil)
        #expect(store.state.orders == .loaded([.sample]))
    }

    @Test func saveStoresTheOrderThenShowsTheFreshList() async {
        let store = makeStore()
        loadOrders.result = .success([.sample])

        await store.send(.save(.sample)).finish()

        #expect(saveOrder.savedOrders == [.sample])
        #expect(store.state.orders == .loaded([.sample]))
    }

    @Test func aFailedSaveKeepsTheOrdersAndOffersToRetryIt() async {
        let store = await makeLoadedStore([.sample])
        saveOrder.error = TestError.unavailable

        await store.send(.save(.otherSample)).finish()

        #expect(store.state.orders == .loaded([.sample]))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
        #expect(loadOrders.callCount == 1)
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheOrders() async throws {
        let store = await makeLoadedStore([.sample])
        saveOrder.error = TestError.unavailable
        // What the form sends: the value its draft describes, once the draft has no problems.
        let edited = try #require(OrderDraft(.otherSample).order)

        await store.send(.save(edited)).finish()

        #expect(saveOrder.savedOrders == [.otherSample])
        #expect(store.state.orders == .loaded([.sample]))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    /// An alert stays up until the user answers it: another action, such as a refresh, does not take it away.
    @Test func aLaterActionLeavesAFailureTheUserHasNotAnsweredUp() async {
        let store = await makeLoadedStore([.sample])
        saveOrder.error = TestError.unavailable
        await store.send(.save(.otherSample)).finish()

        await store.send(.refresh).finish()

        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    @Test func savingTheOrderAgainWaitsForTheFirstSaveInsteadOfCancellingIt() async {
        let saves = HeldCalls<Void>()
        let store = makeStore(save: HeldSaveOrder(calls: saves))
        var refreshesBeforeEachSave: [Int] = []
        saves.onCall = { refreshesBeforeEachSave.append(loadOrders.callCount) }
        let firstSave = store.send(.save(.sample))
        await saves.waitForCalls(1)
        let secondSave = store.send(.save(.sample))

        saves.answer(1, with: .success(()))
        await saves.waitForCalls(2)
        saves.answer(2, with: .success(()))
        await firstSave.finish()
        await secondSave.finish()

        #expect(!firstSave.isCancelled)
        // The second save began only after the first one and the refresh it led to had finished.
        #expect(refreshesBeforeEachSave == [0, 1])
        #expect(store.state.actionFailure == nil)
    }

    @Test func deleteRemovesTheRowAtOnceThenReconcilesWithWhatIsStored() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        loadOrders.result = .success([.otherSample])

        let deletion = store.send(.delete(id: Order.sample.id))
        #expect(store.state.orders == .loaded([.otherSample]))
        await deletion.finish()

        #expect(deleteOrder.deletedIDs == [Order.sample.id])
        #expect(loadOrders.callCount == 2)
        #expect(store.state.orders == .loaded([.otherSample]))
    }

    /// A refresh that answers while a deletion is on its way, such as the refresh of a quicker delete before it,
    /// must not bring the row back.
    @Test func aDeletedRowStaysOffTheListUntilTheDeleteHasHappened() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Order]>] = []
        deleteOrder.onExecute = {
            // The server still has the row: its deletion has not happened yet.
            await store.send(.refresh).finish()
            statesDuringDelete.append(store.state.orders)
        }
        loadOrders.result = .success([.sample, .otherSample])

        await store.send(.delete(id: Order.sample.id)).finish()

        #expect(statesDuringDelete == [.loaded([.otherSample])])
    }

    @Test func deletingTwoOrdersAtOnceDeletesBoth() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        loadOrders.result = .success([])

        let first = store.send(.delete(id: Order.sample.id))
        let second = store.send(.delete(id: Order.otherSample.id))
        await first.finish()
        await second.finish()

        let deleted = Set(deleteOrder.deletedIDs)
        #expect(deleted == [Order.sample.id, Order.otherSample.id])
        #expect(store.state.orders == .loaded([]))
    }

    @Test func aFailedDeletePutsTheRowBackAndOffersToRetryIt() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        deleteOrder.error = TestError.unavailable
        let id = Order.sample.id

        await store.send(.delete(id: id)).finish()

        #expect(store.state.orders == .loaded([.sample, .otherSample]))
        #expect(store.state.actionFailure == failure("Couldn't Delete", retry: .delete(id: id)))
        #expect(loadOrders.callCount == 1)
    }

    /// A delete started before the screen went away for good still happens: cancelling a request does not undo it
    /// on the server, so the store going away does not cancel it.
    @Test func aDeleteOutlivesTheStoreOfTheScreenThatStartedIt() async {
        let deletes = HeldCalls<Void>()
        var store: OrdersStore? = await makeLoadedStore(
            [.sample, .otherSample], delete: HeldDeleteOrder(calls: deletes))
        let deletion = store?.send(.delete(id: Order.sample.id))
        await deletes.waitForCalls(1)

        store = nil
        deletes.answer(1, with: .success(()))
        await deletion?.finish()

        #expect(deletion?.isCancelled == false)
    }
}

/// Loads that stay in flight until the test answers them.
private struct HeldLoadOrders: LoadOrdersUseCase {
    let calls: HeldCalls<[Order]>

    func execute() async throws -> [Order] {
        try await calls.call()
    }
}

/// Saves that stay in flight until the test answers them.
private struct HeldSaveOrder: SaveOrderUseCase {
    let calls: HeldCalls<Void>

    func execute(_ order: Order) async throws {
        try await calls.call()
    }
}

/// Deletes that stay in flight until the test answers them.
private struct HeldDeleteOrder: DeleteOrderUseCase {
    let calls: HeldCalls<Void>

    func execute(id: Order.ID) async throws {
        try await calls.call()
    }
}
