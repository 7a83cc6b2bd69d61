#if canImport(Combine)
import Combine
import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

@MainActor
struct OrdersViewModelTests {
    private let loadOrders = MockLoadOrdersUseCase()
    private let saveOrder = MockSaveOrderUseCase()
    private let deleteOrder = MockDeleteOrderUseCase()
    private let unavailableMessage = "The service can't be reached. Check your connection and try again."

    private func makeViewModel() -> OrdersViewModel {
        OrdersViewModel(
            loadOrders: loadOrders,
            saveOrder: saveOrder,
            deleteOrder: deleteOrder,
            searchDelay: .zero
        )
    }

    /// A view model showing `rows`, loaded the way the screen loads them.
    private func makeLoadedViewModel(_ rows: [Order]) async -> OrdersViewModel {
        let viewModel = makeViewModel()
        loadOrders.result = .success(rows)
        await viewModel.appear()
        return viewModel
    }

    @Test func startsIdle() {
        #expect(makeViewModel().state == .idle)
    }

    @Test func loadShowsProgressThenTheOrders() async {
        let viewModel = makeViewModel()
        var statesDuringLoad: [LoadState<[Order]>] = []
        loadOrders.result = .success([.sample, .otherSample])
        loadOrders.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.load()

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func loadFailureSaysWhyInWordsForTheUser() async {
        let viewModel = makeViewModel()
        loadOrders.result = .failure(OrderError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: unavailableMessage))
    }

    @Test func aFailureNoLayerDescribesGetsAGeneralMessage() async {
        let viewModel = makeViewModel()
        loadOrders.result = .failure(TestError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: "Something went wrong. Please try again."))
    }

    @Test func tryingAgainAfterAFailedLoadShowsProgressThenTheOrders() async {
        let viewModel = makeViewModel()
        loadOrders.result = .failure(OrderError.unavailable)
        await viewModel.appear()
        var statesDuringLoad: [LoadState<[Order]>] = []
        loadOrders.result = .success([.sample])
        loadOrders.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.reload().value

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain() async {
        let viewModel = makeViewModel()
        let screen = _Concurrency.Task { await viewModel.appear() }
        loadOrders.onExecute = { screen.cancel() }

        await screen.value

        #expect(viewModel.state == .idle)
        #expect(viewModel.actionFailure == nil)

        loadOrders.onExecute = {}
        loadOrders.result = .success([.sample])
        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample]))
    }

    /// The screen went away and came back while its cancelled load was still on its way back: the screen loads
    /// again rather than keep that load's progress, which nothing would end.
    @Test func comingBackWhileACancelledLoadIsStillReturningLoadsAgain() async {
        let viewModel = makeViewModel()
        loadOrders.result = .success([.sample])
        var screen: _Concurrency.Task<Void, Never>?
        loadOrders.onExecute = {
            guard loadOrders.callCount == 1 else { return }
            screen?.cancel()
            // The screen's next `.task`, which appears while this cancelled load has not returned yet.
            await _Concurrency.Task { await viewModel.appear() }.value
        }
        screen = _Concurrency.Task { await viewModel.appear() }

        await screen?.value

        #expect(loadOrders.callCount == 2)
        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func appearingAgainKeepsTheOrdersOnScreenWithoutLoading() async {
        let viewModel = await makeLoadedViewModel([.sample])

        await viewModel.appear()

        #expect(loadOrders.callCount == 1)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func refreshKeepsTheOrdersOnScreenUntilNewOnesArrive() async {
        let viewModel = await makeLoadedViewModel([.sample])
        var statesDuringRefresh: [LoadState<[Order]>] = []
        loadOrders.result = .success([.sample, .otherSample])
        loadOrders.onExecute = { statesDuringRefresh.append(viewModel.state) }

        await viewModel.refresh()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aCancelledRefreshKeepsTheOrdersWithoutAFailure() async {
        let viewModel = await makeLoadedViewModel([.sample])
        let pullToRefresh = _Concurrency.Task { await viewModel.refresh() }
        loadOrders.onExecute = { pullToRefresh.cancel() }

        await pullToRefresh.value

        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aFailedRefreshKeepsTheOrdersAndRetryRefreshesAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        loadOrders.result = .failure(OrderError.unavailable)

        await viewModel.refresh()

        #expect(viewModel.state == .loaded([.sample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .refresh)
        #expect(failure.title == "Couldn't Refresh")
        #expect(failure.message == unavailableMessage)

        loadOrders.result = .success([.sample, .otherSample])
        await viewModel.retry(failure.action).value

        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func closingTheFailureAlertForgetsTheFailureWithoutRetrying() async {
        let viewModel = await makeLoadedViewModel([.sample])
        loadOrders.result = .failure(OrderError.unavailable)
        await viewModel.refresh()
        #expect(viewModel.isShowingActionFailure)

        viewModel.isShowingActionFailure = false

        #expect(viewModel.actionFailure == nil)
        #expect(loadOrders.callCount == 2)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func aNewerLoadWinsOverAnOlderSlowerOne() async {
        let viewModel = makeViewModel()
        loadOrders.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers first.
            loadOrders.onExecute = {}
            loadOrders.result = .success([.sample])
            await viewModel.refresh()
            // The first load answers last, with what was stored before.
            loadOrders.result = .success([.otherSample])
        }

        await viewModel.load()

        #expect(viewModel.state == .loaded([.sample]))
        #expect(loadOrders.callCount == 2)
    }

    @Test func saveStoresTheOrderThenShowsTheFreshList() async {
        let viewModel = await makeLoadedViewModel([.sample])
        loadOrders.result = .success([.sample, .otherSample])

        await viewModel.save(.otherSample).value

        #expect(saveOrder.savedOrders == [.otherSample])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aFailedSaveKeepsTheListAndRetrySendsTheSaveAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        saveOrder.error = OrderError.unavailable

        await viewModel.save(.otherSample).value

        #expect(viewModel.state == .loaded([.sample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .save(.otherSample))
        #expect(failure.title == "Couldn't Save")
        #expect(failure.message == unavailableMessage)
        #expect(loadOrders.callCount == 1)

        saveOrder.error = nil
        loadOrders.result = .success([.sample, .otherSample])
        await viewModel.retry(failure.action).value

        #expect(saveOrder.savedOrders == [.otherSample, .otherSample])
        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aDraftWithAnEmptyTitleSavesNothing() async {
        let viewModel = await makeLoadedViewModel([.sample])
        var draft = OrderDraft(.otherSample)
        draft.title = " "

        #expect(draft.problems[.title] == .missing)
        #expect(viewModel.save(draft) == nil)
        #expect(saveOrder.savedOrders.isEmpty)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheList() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        saveOrder.error = OrderError.unavailable

        let save = try #require(viewModel.save(OrderDraft(.otherSample)))
        await save.value

        #expect(saveOrder.savedOrders == [.otherSample])
        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }

    /// Cancelling a request does not undo it on the server: a save started before the screen went away is made,
    /// and what it stored is on screen when the screen is back.
    @Test func aSaveStartedBeforeTheScreenGoesAwayIsMadeAndShownOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample])
        saveOrder.onExecute = { viewModel.disappear() }
        loadOrders.result = .success([.sample, .otherSample])

        let save = viewModel.save(.otherSample)
        await save.value

        #expect(!save.isCancelled)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aSaveThatFailsAfterTheScreenWentAwayShowsItsFailureOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample])
        saveOrder.onExecute = { viewModel.disappear() }
        saveOrder.error = OrderError.unavailable

        await viewModel.save(.otherSample).value
        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }

    @Test func deleteTakesTheRowAwayAtOnceThenShowsTheFreshList() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Order]>] = []
        deleteOrder.onExecute = { statesDuringDelete.append(viewModel.state) }
        loadOrders.result = .success([.otherSample])

        await viewModel.delete(id: Order.sample.id).value

        #expect(statesDuringDelete == [.loaded([.otherSample])])
        #expect(deleteOrder.deletedIDs == [Order.sample.id])
        #expect(viewModel.state == .loaded([.otherSample]))
    }

    /// `onDelete` expects the row gone when it returns, and a refresh that answers while the deletion is on its way
    /// must not bring the row back.
    @Test func aDeletedRowIsOffTheListAtOnceAndStaysOffUntilTheDeleteHasHappened() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Order]>] = []
        deleteOrder.onExecute = {
            // The server still has the row: its deletion has not happened yet.
            await viewModel.refresh()
            statesDuringDelete.append(viewModel.state)
        }
        loadOrders.result = .success([.sample, .otherSample])

        let deletion = viewModel.delete(id: Order.sample.id)

        #expect(viewModel.state == .loaded([.otherSample]))
        await deletion.value
        #expect(statesDuringDelete == [.loaded([.otherSample])])
    }

    @Test func aFailedDeletePutsTheRowBackAndRetrySendsTheDeleteAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        deleteOrder.error = OrderError.unavailable

        await viewModel.delete(id: Order.sample.id).value

        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .delete(id: Order.sample.id))
        #expect(failure.title == "Couldn't Delete")
        #expect(failure.message == unavailableMessage)

        deleteOrder.error = nil
        loadOrders.result = .success([.otherSample])
        await viewModel.retry(failure.action).value

        let deletedTwice = [Order.sample.id, Order.sample.id]
        #expect(deleteOrder.deletedIDs == deletedTwice)
        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.otherSample]))
    }

    @Test func aDeleteThatFailsAfterTheScreenWentAwayPutsTheRowBackAndShowsItsFailureOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        deleteOrder.onExecute = { viewModel.disappear() }
        deleteOrder.error = OrderError.unavailable

        await viewModel.delete(id: Order.sample.id).value
        await viewModel.appear()

        #expect(deleteOrder.deletedIDs == [Order.sample.id])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        #expect(viewModel.actionFailure?.action == .delete(id: Order.sample.id))
    }

    @Test(.timeLimit(.minutes(1)))
    func theListFollowsOnlyWhatWasTypedLastOnceTypingPauses() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])

        viewModel.searchText = "S"
        viewModel.searchText = "  no such order  "

        #expect(await nextAppliedSearch(of: viewModel) == "no such order")
        #expect(viewModel.visibleOrders == [])

        viewModel.searchText = ""

        #expect(await nextAppliedSearch(of: viewModel) == "")
        #expect(viewModel.visibleOrders == [.sample, .otherSample])
    }

    /// Waits for the search the list follows to change, as the debounce delivers it, rather than sleeping.
    private func nextAppliedSearch(of viewModel: OrdersViewModel) async -> String {
        var subscription: AnyCancellable?
        let search = await withCheckedContinuation { continuation in
            subscription = viewModel.$appliedSearch.dropFirst().first().sink { continuation.resume(returning: $0) }
        }
        subscription?.cancel()
        return search
    }
}
#endif
