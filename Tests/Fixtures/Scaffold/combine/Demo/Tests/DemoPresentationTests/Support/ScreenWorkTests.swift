#if canImport(Combine)
import Combine
import DemoPresentation
import Testing

/// What `ScreenWork` promises every view model, shown with a list of rows whose loads and writes are held calls,
/// so each test decides when and how every call ends.
@MainActor
struct ScreenWorkTests {
    private struct SampleRow: Identifiable, Equatable, Sendable {
        let id: Int
    }

    private enum SampleRowAction: Equatable, Sendable {
        case refresh
        case save(SampleRow)
        case delete(id: Int)
    }

    private struct Unreachable: Error {}

    private static func message(for error: any Error) -> String {
        error is Unreachable ? "Unreachable" : "Something else"
    }

    private let loads = HeldCalls<[SampleRow]>()
    private let writes = HeldCalls<Void>()
    private let first = SampleRow(id: 1)
    private let second = SampleRow(id: 2)

    private func makeWork() -> ScreenWork<[SampleRow], SampleRowAction> {
        ScreenWork(refresh: .refresh, message: Self.message(for:)) { [loads] in try await loads.call() }
    }

    /// Work that shows `rows`, loaded the way a screen loads them.
    private func makeLoadedWork(_ rows: [SampleRow]) async -> ScreenWork<[SampleRow], SampleRowAction> {
        let work = makeWork()
        let appear = _Concurrency.Task { await work.appear() }
        await loads.waitForCalls(1)
        loads.answer(1, with: .success(rows))
        await appear.value
        return work
    }

    private func startSave(
        _ row: SampleRow, with work: ScreenWork<[SampleRow], SampleRowAction>
    ) -> _Concurrency.Task<Void, Never> {
        work.save(.save(row)) { [writes] in try await writes.call() }
    }

    private func startDelete(
        _ row: SampleRow, with work: ScreenWork<[SampleRow], SampleRowAction>
    ) -> _Concurrency.Task<Void, Never> {
        work.delete(.delete(id: row.id), row: row.id) { [writes] in try await writes.call() }
    }

    @Test func everyChangeOfTheWorkReachesThePublisherItIsRelayedTo() async {
        let work = makeWork()
        let publisher = ObservableObjectPublisher()
        var changes = 0
        let counting = publisher.sink { changes += 1 }
        work.relayChanges(to: publisher)

        let appear = _Concurrency.Task { await work.appear() }
        await loads.waitForCalls(1)
        loads.answer(1, with: .success([first]))
        await appear.value

        // The load's progress, then its value.
        #expect(changes == 2)
        counting.cancel()
    }

    @Test func aLoadShowsProgressThenTheValue() async {
        let work = makeWork()
        let load = _Concurrency.Task { await work.load() }
        await loads.waitForCalls(1)
        #expect(work.state == .loading)

        loads.answer(1, with: .success([first]))
        await load.value

        #expect(work.state == .loaded([first]))
    }

    @Test func aFailedLoadBecomesTheFailedStateInTheUsersWords() async {
        let work = makeWork()
        let load = _Concurrency.Task { await work.load() }
        await loads.waitForCalls(1)

        loads.answer(1, with: .failure(Unreachable()))
        await load.value

        #expect(work.state == .failed(message: "Unreachable"))
        #expect(work.actionFailure == nil)
    }

    @Test func appearingWithAValueOnScreenLoadsNothing() async {
        let work = await makeLoadedWork([first])

        await work.appear()

        #expect(loads.count == 1)
        #expect(work.state == .loaded([first]))
    }

    @Test func aCancelledLoadIsNoFailureAndLeavesTheStateAsItWas() async {
        let work = makeWork()
        let screen = _Concurrency.Task { await work.appear() }
        await loads.waitForCalls(1)

        screen.cancel()
        await screen.value

        #expect(work.state == .idle)
        #expect(work.actionFailure == nil)
    }

    /// The screen came back while its cancelled load was still on its way back: a new load replaces it, so no
    /// progress is left on screen with nothing to end it, and the old answer is dropped.
    @Test func comingBackWhileACancelledLoadIsStillReturningLoadsAgain() async {
        let work = makeWork()
        let leftScreen = _Concurrency.Task { await work.appear() }
        await loads.waitForCalls(1)
        leftScreen.cancel()

        let cameBack = _Concurrency.Task { await work.appear() }
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([second]))
        await cameBack.value
        await leftScreen.value

        #expect(work.state == .loaded([second]))
        #expect(work.actionFailure == nil)
    }

    @Test func aNewerLoadWinsOverAnOlderSlowerOne() async {
        let work = makeWork()
        let older = _Concurrency.Task { await work.load() }
        await loads.waitForCalls(1)
        let newer = _Concurrency.Task { await work.refresh() }
        await loads.waitForCalls(2)

        loads.answer(2, with: .success([second]))
        await newer.value
        loads.answer(1, with: .success([first]))
        await older.value

        #expect(work.state == .loaded([second]))
    }

    @Test func aFailedRefreshKeepsTheValueAndOffersToRefreshAgain() async throws {
        let work = await makeLoadedWork([first])
        let refresh = _Concurrency.Task { await work.refresh() }
        await loads.waitForCalls(2)
        #expect(work.state == .loaded([first]))

        loads.answer(2, with: .failure(Unreachable()))
        await refresh.value

        #expect(work.state == .loaded([first]))
        let failure = try #require(work.actionFailure)
        #expect(failure == ActionFailure(action: .refresh, title: "Couldn't Refresh", message: "Unreachable"))
    }

    /// Loaded with nothing stored is loaded all the same: what is on screen stays, and the failure is an alert.
    @Test func aFailedRefreshWithNothingStoredKeepsThatNothingOnScreen() async {
        let calls = HeldCalls<Int?>()
        let work = ScreenWork<Int?, SampleRowAction>(refresh: .refresh, message: Self.message(for:)) {
            try await calls.call()
        }
        let appear = _Concurrency.Task { await work.appear() }
        await calls.waitForCalls(1)
        calls.answer(1, with: .success(nil))
        await appear.value

        let refresh = _Concurrency.Task { await work.refresh() }
        await calls.waitForCalls(2)
        calls.answer(2, with: .failure(Unreachable()))
        await refresh.value

        #expect(work.state == .loaded(nil))
        #expect(work.actionFailure?.action == .refresh)
    }

    @Test func closingTheFailureAlertForgetsTheFailure() async {
        let work = await makeLoadedWork([first])
        let refresh = _Concurrency.Task { await work.refresh() }
        await loads.waitForCalls(2)
        loads.answer(2, with: .failure(Unreachable()))
        await refresh.value
        #expect(work.isShowingActionFailure)

        work.isShowingActionFailure = false

        #expect(work.actionFailure == nil)
    }

    @Test(arguments: [false, true])
    func cancelReadsCancelsAReadStartedFromATapWithoutAFailure(showingProgress: Bool) async {
        let work = await makeLoadedWork([first])
        let read = showingProgress ? work.reload() : work.startRefresh()
        await loads.waitForCalls(2)

        work.cancelReads()
        await read.value

        #expect(read.isCancelled)
        #expect(work.state == .loaded([first]))
        #expect(work.actionFailure == nil)
    }

    /// A refresh that replaced a load still showing progress, then was cancelled, leaves no progress on screen
    /// that nothing would end: there is nothing to go back to, so the screen loads again when it appears.
    @Test func aCancelledRefreshThatReplacedALoadLeavesNoProgress() async {
        let work = makeWork()
        let load = _Concurrency.Task { await work.load() }
        await loads.waitForCalls(1)
        let refresh = work.startRefresh()
        await loads.waitForCalls(2)

        work.cancelReads()
        await refresh.value
        loads.answer(1, with: .success([first]))
        await load.value

        #expect(work.state == .idle)
        #expect(work.actionFailure == nil)
    }

    /// Cancelling a request does not undo it on the server: a write runs to its end when the screen goes away,
    /// and what it stored is on screen when the screen is back.
    @Test func aSaveRunsToItsEndAfterTheReadsAreCancelledThenRefreshes() async {
        let work = await makeLoadedWork([first])
        let save = startSave(second, with: work)
        await writes.waitForCalls(1)

        work.cancelReads()
        writes.answer(1, with: .success(()))
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([first, second]))
        await save.value

        #expect(!save.isCancelled)
        #expect(work.state == .loaded([first, second]))
        #expect(work.actionFailure == nil)
    }

    @Test func aFailedSaveKeepsTheValueAndOffersToSaveAgain() async {
        let work = await makeLoadedWork([first])
        let save = startSave(second, with: work)
        await writes.waitForCalls(1)

        writes.answer(1, with: .failure(Unreachable()))
        await save.value

        #expect(work.state == .loaded([first]))
        let failure = ActionFailure(
            action: SampleRowAction.save(second), title: "Couldn't Save", message: "Unreachable")
        #expect(work.actionFailure == failure)
        #expect(loads.count == 1)
    }

    @Test func aCancelledWriteIsNoFailure() async {
        let work = await makeLoadedWork([first])
        let save = startSave(second, with: work)
        await writes.waitForCalls(1)

        save.cancel()
        await save.value

        #expect(work.state == .loaded([first]))
        #expect(work.actionFailure == nil)
    }

    /// A screen that shows a save's outcome itself, such as a detail over the list, gets the failure back; the
    /// list's alert stays down.
    @Test func aSaveReturningItsFailureLeavesTheAlertDown() async {
        let work = await makeLoadedWork([first])
        let save = _Concurrency.Task {
            await work.saveReturningFailure(.save(second)) { [writes] in try await writes.call() }
        }
        await writes.waitForCalls(1)

        writes.answer(1, with: .failure(Unreachable()))

        #expect(await save.value?.action == .save(second))
        #expect(work.actionFailure == nil)
    }

    /// `onDelete` expects the row gone when it returns, and a load that answers while the deletion is on its way
    /// must not bring it back.
    @Test func aDeletedRowIsOffTheListAtOnceAndStaysOffUntilTheDeleteHasHappened() async {
        let work = await makeLoadedWork([first, second])

        let deletion = startDelete(first, with: work)

        #expect(work.state == .loaded([second]))
        await writes.waitForCalls(1)
        let refresh = _Concurrency.Task { await work.refresh() }
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([first, second]))
        await refresh.value
        #expect(work.state == .loaded([second]))

        writes.answer(1, with: .success(()))
        await loads.waitForCalls(3)
        loads.answer(3, with: .success([second]))
        await deletion.value
        #expect(work.state == .loaded([second]))
    }

    /// Two quick deletes: the first one's refresh, answered while the second is on its way, leaves both rows off.
    @Test func theFirstOfTwoQuickDeletesDoesNotBringTheSecondRowBack() async {
        let work = await makeLoadedWork([first, second])
        let firstDeletion = startDelete(first, with: work)
        let secondDeletion = startDelete(second, with: work)
        await writes.waitForCalls(2)
        #expect(work.state == .loaded([]))

        writes.answer(1, with: .success(()))
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([second]))
        await firstDeletion.value

        #expect(work.state == .loaded([]))
        writes.answer(2, with: .success(()))
        await loads.waitForCalls(3)
        loads.answer(3, with: .success([]))
        await secondDeletion.value
    }

    @Test func aFailedDeletePutsTheRowBackWhereItWasAndOffersToDeleteAgain() async {
        let work = await makeLoadedWork([first, second])
        let deletion = startDelete(first, with: work)
        await writes.waitForCalls(1)

        writes.answer(1, with: .failure(Unreachable()))
        await deletion.value

        #expect(work.state == .loaded([first, second]))
        let failure = ActionFailure(
            action: SampleRowAction.delete(id: 1), title: "Couldn't Delete", message: "Unreachable")
        #expect(work.actionFailure == failure)
    }

    /// A view model's retry forgets the failure and starts the very action that failed, through its own mapping.
    @Test func anOwnersRetryForgetsTheFailureAndStartsTheActionAgain() async {
        let model = RowsModel(work: await makeLoadedWork([first]), writes: writes)
        let save = model.start(.save(second))
        await writes.waitForCalls(1)
        writes.answer(1, with: .failure(Unreachable()))
        await save.value
        #expect(model.isShowingActionFailure)

        let retry = model.retry(.save(second))
        #expect(model.actionFailure == nil)
        await writes.waitForCalls(2)
        writes.answer(2, with: .success(()))
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([first, second]))
        await retry.value

        #expect(model.state == .loaded([first, second]))
        #expect(model.actionFailure == nil)
    }

    /// The smallest view model over `ScreenWork`: its actions mapped to held calls.
    private final class RowsModel: ScreenWorkOwner {
        let work: ScreenWork<[SampleRow], SampleRowAction>
        private let writes: HeldCalls<Void>

        init(work: ScreenWork<[SampleRow], SampleRowAction>, writes: HeldCalls<Void>) {
            self.work = work
            self.writes = writes
        }

        func start(_ action: SampleRowAction) -> _Concurrency.Task<Void, Never> {
            switch action {
            case .refresh: work.startRefresh()
            case .save: work.save(action) { [writes] in try await writes.call() }
            case .delete(let id): work.delete(action, row: id) { [writes] in try await writes.call() }
            }
        }
    }
}
#endif
