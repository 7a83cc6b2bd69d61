import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

/// The view model of the one stored `Settings`: loaded as that value, or as nil while nothing is stored.
@MainActor
struct SettingsViewModelTests {
    private let loadSettings = MockLoadSettingsUseCase()
    private let saveSettings = MockSaveSettingsUseCase()
    private let unavailableMessage = "The service can't be reached. Check your connection and try again."

    private func makeViewModel() -> SettingsViewModel {
        SettingsViewModel(
            loadSettings: loadSettings,
            saveSettings: saveSettings
        )
    }

    /// A view model showing `stored`, loaded the way the screen loads it.
    private func makeLoadedViewModel(_ stored: Settings?) async -> SettingsViewModel {
        let viewModel = makeViewModel()
        loadSettings.result = .success(stored)
        await viewModel.appear()
        return viewModel
    }

    @Test func startsIdle() {
        #expect(makeViewModel().state == .idle)
    }

    @Test func loadShowsProgressThenTheStoredSettings() async {
        let viewModel = makeViewModel()
        var statesDuringLoad: [LoadState<Settings?>] = []
        loadSettings.result = .success(.sample)
        loadSettings.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.load()

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func withNothingStoredTheLoadEndsLoadedWithNil() async {
        let viewModel = makeViewModel()
        loadSettings.result = .success(nil)

        await viewModel.load()

        #expect(viewModel.state == .loaded(nil))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func loadFailureSaysWhyInWordsForTheUser() async {
        let viewModel = makeViewModel()
        loadSettings.result = .failure(SettingsError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: unavailableMessage))
    }

    @Test func aFailureNoLayerDescribesGetsAGeneralMessage() async {
        let viewModel = makeViewModel()
        loadSettings.result = .failure(TestError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: "Something went wrong. Please try again."))
    }

    @Test func tryingAgainAfterAFailedLoadShowsProgressThenTheSettings() async {
        let viewModel = makeViewModel()
        loadSettings.result = .failure(SettingsError.unavailable)
        await viewModel.appear()
        var statesDuringLoad: [LoadState<Settings?>] = []
        loadSettings.result = .success(.sample)
        loadSettings.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.reload().value

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain() async {
        let viewModel = makeViewModel()
        let screen = _Concurrency.Task { await viewModel.appear() }
        loadSettings.onExecute = { screen.cancel() }

        await screen.value

        #expect(viewModel.state == .idle)
        #expect(viewModel.actionFailure == nil)

        loadSettings.onExecute = {}
        loadSettings.result = .success(.sample)
        await viewModel.appear()

        #expect(viewModel.state == .loaded(.sample))
    }

    /// The screen went away and came back while its cancelled load was still on its way back: the screen loads
    /// again rather than keep that load's progress, which nothing would end.
    @Test func comingBackWhileACancelledLoadIsStillReturningLoadsAgain() async {
        let viewModel = makeViewModel()
        loadSettings.result = .success(.sample)
        var screen: _Concurrency.Task<Void, Never>?
        loadSettings.onExecute = {
            guard loadSettings.callCount == 1 else { return }
            screen?.cancel()
            // The screen's next `.task`, which appears while this cancelled load has not returned yet.
            await _Concurrency.Task { await viewModel.appear() }.value
        }
        screen = _Concurrency.Task { await viewModel.appear() }

        await screen?.value

        #expect(loadSettings.callCount == 2)
        #expect(viewModel.state == .loaded(.sample))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func appearingAgainKeepsTheSettingsOnScreenWithoutLoading() async {
        let viewModel = await makeLoadedViewModel(.sample)

        await viewModel.appear()

        #expect(loadSettings.callCount == 1)
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func refreshKeepsTheSettingsOnScreenUntilTheNewOneArrives() async {
        let viewModel = await makeLoadedViewModel(.sample)
        var statesDuringRefresh: [LoadState<Settings?>] = []
        loadSettings.result = .success(.otherSample)
        loadSettings.onExecute = { statesDuringRefresh.append(viewModel.state) }

        await viewModel.refresh()

        #expect(statesDuringRefresh == [.loaded(.sample)])
        #expect(viewModel.state == .loaded(.otherSample))
    }

    @Test func aCancelledRefreshKeepsTheSettingsWithoutAFailure() async {
        let viewModel = await makeLoadedViewModel(.sample)
        let refresh = _Concurrency.Task { await viewModel.refresh() }
        loadSettings.onExecute = { refresh.cancel() }

        await refresh.value

        #expect(viewModel.state == .loaded(.sample))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aFailedRefreshKeepsTheSettingsAndRetryRefreshesAgain() async throws {
        let viewModel = await makeLoadedViewModel(.sample)
        loadSettings.result = .failure(SettingsError.unavailable)

        await viewModel.refresh()

        #expect(viewModel.state == .loaded(.sample))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .refresh)
        #expect(failure.title == "Couldn't Refresh")
        #expect(failure.message == unavailableMessage)

        loadSettings.result = .success(.otherSample)
        await viewModel.retry(failure.action).value

        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded(.otherSample))
    }

    @Test func aFailedRefreshWithNothingStoredKeepsTheNewFormAndOffersToRetry() async {
        let viewModel = await makeLoadedViewModel(nil)
        loadSettings.result = .failure(SettingsError.unavailable)

        await viewModel.refresh()

        // Loaded with nothing stored is still loaded: the form for a new value stays, and the failure is an alert.
        #expect(viewModel.state == .loaded(nil))
        #expect(viewModel.actionFailure?.action == .refresh)
    }

    @Test func appearingAgainWithNothingStoredDoesNotLoadAgain() async {
        let viewModel = await makeLoadedViewModel(nil)

        await viewModel.appear()

        #expect(loadSettings.callCount == 1)
        #expect(viewModel.state == .loaded(nil))
    }

    @Test func closingTheFailureAlertForgetsTheFailureWithoutRetrying() async {
        let viewModel = await makeLoadedViewModel(.sample)
        loadSettings.result = .failure(SettingsError.unavailable)
        await viewModel.refresh()
        #expect(viewModel.isShowingActionFailure)

        viewModel.isShowingActionFailure = false

        #expect(viewModel.actionFailure == nil)
        #expect(loadSettings.callCount == 2)
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func aNewerLoadWinsOverAnOlderSlowerOne() async {
        let viewModel = makeViewModel()
        loadSettings.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers first.
            loadSettings.onExecute = {}
            loadSettings.result = .success(.sample)
            await viewModel.refresh()
            // The first load answers last, with what was stored before.
            loadSettings.result = .success(.otherSample)
        }

        await viewModel.load()

        #expect(viewModel.state == .loaded(.sample))
        #expect(loadSettings.callCount == 2)
    }

    @Test func saveStoresTheSettingsThenShowsWhatIsNowStored() async {
        let viewModel = await makeLoadedViewModel(.sample)
        loadSettings.result = .success(.otherSample)

        await viewModel.save(.otherSample).value

        #expect(saveSettings.savedSettings == [.otherSample])
        #expect(viewModel.state == .loaded(.otherSample))
    }

    @Test func theFirstSaveWithNothingStoredShowsTheSavedSettings() async {
        let viewModel = await makeLoadedViewModel(nil)
        loadSettings.result = .success(.sample)

        await viewModel.save(.sample).value

        #expect(saveSettings.savedSettings == [.sample])
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func aFailedSaveKeepsTheLoadedSettingsAndRetrySendsTheSaveAgain() async throws {
        let viewModel = await makeLoadedViewModel(.sample)
        saveSettings.error = SettingsError.unavailable

        await viewModel.save(.otherSample).value

        #expect(viewModel.state == .loaded(.sample))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .save(.otherSample))
        #expect(failure.title == "Couldn't Save")
        #expect(failure.message == unavailableMessage)
        #expect(loadSettings.callCount == 1)

        saveSettings.error = nil
        loadSettings.result = .success(.otherSample)
        await viewModel.retry(failure.action).value

        #expect(saveSettings.savedSettings == [.otherSample, .otherSample])
        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded(.otherSample))
    }

    @Test func aDraftWithAnEmptyThemeSavesNothing() async {
        let viewModel = await makeLoadedViewModel(.sample)
        var draft = SettingsDraft(.otherSample)
        draft.theme = " "

        #expect(draft.problems[.theme] == .missing)
        #expect(viewModel.save(draft) == nil)
        #expect(saveSettings.savedSettings.isEmpty)
        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheLoadedSettings() async throws {
        let viewModel = await makeLoadedViewModel(.sample)
        saveSettings.error = SettingsError.unavailable

        let save = try #require(viewModel.save(SettingsDraft(.otherSample)))
        await save.value

        #expect(saveSettings.savedSettings == [.otherSample])
        #expect(viewModel.state == .loaded(.sample))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }

    /// Cancelling a request does not undo it on the server: a save started before the screen went away is made,
    /// and what it stored is on screen when the screen is back.
    @Test func aSaveStartedBeforeTheScreenGoesAwayIsMadeAndShownOnReturn() async {
        let viewModel = await makeLoadedViewModel(.sample)
        saveSettings.onExecute = { viewModel.disappear() }
        loadSettings.result = .success(.otherSample)

        let save = viewModel.save(.otherSample)
        await save.value

        #expect(!save.isCancelled)
        #expect(viewModel.state == .loaded(.otherSample))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aSaveThatFailsAfterTheScreenWentAwayShowsItsFailureOnReturn() async {
        let viewModel = await makeLoadedViewModel(.sample)
        saveSettings.onExecute = { viewModel.disappear() }
        saveSettings.error = SettingsError.unavailable

        await viewModel.save(.otherSample).value
        await viewModel.appear()

        #expect(viewModel.state == .loaded(.sample))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }
}
