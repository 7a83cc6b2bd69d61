import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

/// The store of the one stored `Settings`: loaded as that value, or as nil while nothing is stored.
@MainActor
struct SettingsStoreTests {
    private typealias Action = SettingsAction

    private let loadSettings = MockLoadSettingsUseCase()
    private let saveSettings = MockSaveSettingsUseCase()
    /// What the user reads for a failure that is not a `SettingsError`, such as the mocks' `TestError`.
    private let unknownFailure = "Something went wrong. Please try again."

    /// The failure the screen shows when the mocks' `TestError` ends `action`, which its retry sends again.
    private func failure(_ title: String, retry action: Action) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: unknownFailure)
    }

    /// A store over the mocks, or over the held use cases a test passes to act while their calls are in flight.
    private func makeStore(
        load: (any LoadSettingsUseCase)? = nil,
        save: (any SaveSettingsUseCase)? = nil
    ) -> SettingsStore {
        Store(
            state: SettingsState(),
            feature: SettingsFeature(
                loadSettings: load ?? loadSettings,
                saveSettings: save ?? saveSettings
            )
        )
    }

    /// A store whose load answered `stored`, which is on screen.
    private func makeLoadedStore(
        _ stored: Settings?,
        save: (any SaveSettingsUseCase)? = nil
    ) async -> SettingsStore {
        let store = makeStore(save: save)
        loadSettings.result = .success(stored)
        await store.send(.load).finish()
        return store
    }

    @Test func startsIdleWithoutAFailure() {
        let store = makeStore()

        #expect(store.state.settings == .idle)
        #expect(store.state.actionFailure == nil)
    }

    @Test func appearShowsProgressThenTheStoredSettings() async {
        let store = makeStore()
        var statesDuringLoad: [LoadState<Settings?>] = []
        loadSettings.result = .success(.sample)
        loadSettings.onExecute = { statesDuringLoad.append(store.state.settings) }

        await store.send(.appear).finish()

        #expect(statesDuringLoad == [.loading])
        #expect(store.state.settings == .loaded(.sample))
    }

    @Test func withNothingStoredAppearEndsLoadedWithNil() async {
        let store = makeStore()
        loadSettings.result = .success(nil)

        await store.send(.appear).finish()

        #expect(store.state.settings == .loaded(nil))
        #expect(store.state.actionFailure == nil)
    }

    @Test func appearingAgainWithNothingStoredDoesNotLoadAgain() async {
        let store = await makeLoadedStore(nil)

        await store.send(.appear).finish()

        #expect(loadSettings.callCount == 1)
        #expect(store.state.settings == .loaded(nil))
    }

    @Test func appearingAgainKeepsLoadedContentWithoutLoading() async {
        let store = await makeLoadedStore(.sample)

        await store.send(.appear).finish()

        #expect(loadSettings.callCount == 1)
        #expect(store.state.settings == .loaded(.sample))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        loadSettings.result = .failure(TestError.unavailable)

        await store.send(.load).finish()

        #expect(store.state.settings == .failed(message: unknownFailure))
    }

    @Test func eachSettingsErrorHasItsOwnMessage() {
        let errors: [SettingsError] = [.unavailable, .notFound, .invalidData]

        #expect(
            errors.map { SettingsError.message(for: $0) } == [
                "The service can't be reached. Check your connection and try again.",
                "It no longer exists. Refresh to see what is stored now.",
                "The data received could not be read. Please try again later.",
            ])
    }

    @Test func aLoadCancelledWithTheScreenIsNoFailureAndAppearingAgainLoads() async {
        let loads = HeldCalls<Settings?>()
        let store = makeStore(load: HeldLoadSettings(calls: loads))
        // Stands for the screen's `.task`, which SwiftUI cancels when the screen disappears.
        let screenTask = _Concurrency.Task { await store.send(.appear).finish() }
        await loads.waitForCalls(1)
        #expect(store.state.settings == .loading)

        screenTask.cancel()
        await screenTask.value
        #expect(store.state.settings == .idle)

        let appearAgain = store.send(.appear)
        await loads.waitForCalls(2)
        loads.answer(2, with: .success(.sample))
        await appearAgain.finish()
        #expect(store.state.settings == .loaded(.sample))
        #expect(store.state.actionFailure == nil)
    }

    @Test func aSlowLoadThenAFastRefreshEndsWithTheRefreshsAnswer() async {
        let loads = HeldCalls<Settings?>()
        let store = makeStore(load: HeldLoadSettings(calls: loads))
        let slowLoad = store.send(.load)
        await loads.waitForCalls(1)
        let fastRefresh = store.send(.refresh)
        await loads.waitForCalls(2)

        loads.answer(2, with: .success(.otherSample))
        await fastRefresh.finish()
        loads.answer(1, with: .success(.sample))
        await slowLoad.finish()

        #expect(slowLoad.isCancelled)
        #expect(store.state.settings == .loaded(.otherSample))
    }

    @Test func aNewerLoadDropsTheAnswerOfAnOlderOneThatIgnoresCancellation() async {
        let store = makeStore()
        var refresh: StoreTask?
        loadSettings.result = .success(.sample)
        loadSettings.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers with newer values.
            loadSettings.onExecute = { loadSettings.result = .success(.otherSample) }
            refresh = store.send(.refresh)
        }

        await store.send(.load).finish()
        await refresh?.finish()

        #expect(loadSettings.callCount == 2)
        #expect(store.state.settings == .loaded(.otherSample))
    }

    @Test func refreshKeepsTheSettingsOnScreenUntilTheNewOneArrives() async {
        let store = await makeLoadedStore(.sample)
        var statesDuringRefresh: [LoadState<Settings?>] = []
        loadSettings.result = .success(.otherSample)
        loadSettings.onExecute = { statesDuringRefresh.append(store.state.settings) }

        await store.send(.refresh).finish()

        #expect(statesDuringRefresh == [.loaded(.sample)])
        #expect(store.state.settings == .loaded(.otherSample))
    }

    @Test func aFailedRefreshKeepsTheSettingsAndOffersToRetryIt() async throws {
        let store = await makeLoadedStore(.sample)
        loadSettings.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.settings == .loaded(.sample))
        let shown = try #require(store.state.actionFailure)
        #expect(shown == failure("Couldn't Refresh", retry: .refresh))

        loadSettings.result = .success(.otherSample)
        await store.send(shown.action).finish()
        #expect(store.state.actionFailure == nil)
        #expect(store.state.settings == .loaded(.otherSample))
    }

    @Test func aFailedRefreshWithNothingStoredKeepsTheNewFormAndOffersToRetry() async {
        let store = await makeLoadedStore(nil)
        loadSettings.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        // Loaded with nothing stored is still loaded: the form for a new value stays, and the failure is an alert.
        #expect(store.state.settings == .loaded(nil))
        #expect(store.state.actionFailure == failure("Couldn't Refresh", retry: .refresh))
    }

    @Test func aRefreshBeforeAnythingLoadedLoadsAndItsFailureIsALoadFailure() async {
        let store = makeStore()
        loadSettings.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.settings == .failed(message: unknownFailure))
        #expect(store.state.actionFailure == nil)
    }

    @Test func dismissingAFailureClearsIt() async {
        let store = await makeLoadedStore(.sample)
        loadSettings.result = .failure(TestError.unavailable)
        await store.send(.refresh).finish()

        store.send(.dismissActionFailure)

        #expect(store.state.actionFailure == nil)
        #expect(store.state.settings == .loaded(.sample))
    }

    @Test func saveStoresTheSettingsThenShowsWhatIsNowStored() async {
        let store = makeStore()
        loadSettings.result = .success(.sample)

        await store.send(.save(.sample)).finish()

        #expect(saveSettings.savedSettings == [.sample])
        #expect(store.state.settings == .loaded(.sample))
    }

    @Test func aFailedSaveKeepsTheLoadedSettingsAndOffersToRetryIt() async {
        let store = await makeLoadedStore(.sample)
        saveSettings.error = TestError.unavailable

        await store.send(.save(.otherSample)).finish()

        #expect(store.state.settings == .loaded(.sample))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
        #expect(loadSettings.callCount == 1)
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheLoadedSettings() async throws {
        let store = await makeLoadedStore(.sample)
        saveSettings.error = TestError.unavailable
        // What the form sends: the value its draft describes, once the draft has no problems.
        let edited = try #require(SettingsDraft(.otherSample).settings)

        await store.send(.save(edited)).finish()

        #expect(saveSettings.savedSettings == [.otherSample])
        #expect(store.state.settings == .loaded(.sample))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    /// A save started before the screen went away for good still happens: cancelling a request does not undo it
    /// on the server, so the store going away does not cancel it.
    @Test func aSaveOutlivesTheStoreOfTheScreenThatStartedIt() async {
        let saves = HeldCalls<Void>()
        var store: SettingsStore? = makeStore(save: HeldSaveSettings(calls: saves))
        let save = store?.send(.save(.sample))
        await saves.waitForCalls(1)

        store = nil
        saves.answer(1, with: .success(()))
        await save?.finish()

        #expect(save?.isCancelled == false)
    }

    /// An alert stays up until the user answers it: another action, such as a refresh, does not take it away.
    @Test func aLaterActionLeavesAFailureTheUserHasNotAnsweredUp() async {
        let store = await makeLoadedStore(.sample)
        saveSettings.error = TestError.unavailable
        await store.send(.save(.otherSample)).finish()

        await store.send(.refresh).finish()

        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    @Test func savingTheSettingsAgainWaitsForTheFirstSaveInsteadOfCancellingIt() async {
        let saves = HeldCalls<Void>()
        let store = makeStore(save: HeldSaveSettings(calls: saves))
        var refreshesBeforeEachSave: [Int] = []
        saves.onCall = { refreshesBeforeEachSave.append(loadSettings.callCount) }
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
}

/// Loads that stay in flight until the test answers them.
private struct HeldLoadSettings: LoadSettingsUseCase {
    let calls: HeldCalls<Settings?>

    func execute() async throws -> Settings? {
        try await calls.call()
    }
}

/// Saves that stay in flight until the test answers them.
private struct HeldSaveSettings: SaveSettingsUseCase {
    let calls: HeldCalls<Void>

    func execute(_ settings: Settings) async throws {
        try await calls.call()
    }
}
