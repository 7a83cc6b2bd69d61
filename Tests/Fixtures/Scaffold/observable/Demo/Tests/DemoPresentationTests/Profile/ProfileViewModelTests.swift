import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

@MainActor
struct ProfileViewModelTests {
    private let loadProfiles = MockLoadProfilesUseCase()
    private let saveProfile = MockSaveProfileUseCase()
    private let deleteProfile = MockDeleteProfileUseCase()
    private let observeProfiles = MockObserveProfilesUseCase()
    private let unavailableMessage = "The service can't be reached. Check your connection and try again."

    private func makeViewModel() -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: loadProfiles,
            saveProfile: saveProfile,
            deleteProfile: deleteProfile,
            observeProfiles: observeProfiles
        )
    }

    /// A view model showing `rows`, loaded the way the screen loads them.
    private func makeLoadedViewModel(_ rows: [Profile]) async -> ProfileViewModel {
        let viewModel = makeViewModel()
        loadProfiles.result = .success(rows)
        await viewModel.appear()
        return viewModel
    }

    @Test func startsIdle() {
        #expect(makeViewModel().state == .idle)
    }

    @Test func loadShowsProgressThenTheProfiles() async {
        let viewModel = makeViewModel()
        var statesDuringLoad: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.load()

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func loadFailureSaysWhyInWordsForTheUser() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .failure(ProfileError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: unavailableMessage))
    }

    @Test func aFailureNoLayerDescribesGetsAGeneralMessage() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .failure(TestError.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: "Something went wrong. Please try again."))
    }

    @Test func tryingAgainAfterAFailedLoadShowsProgressThenTheProfiles() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .failure(ProfileError.unavailable)
        await viewModel.appear()
        var statesDuringLoad: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample])
        loadProfiles.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.reload().value

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func leavingTheScreenMidLoadIsNoFailureAndComingBackLoadsAgain() async {
        let viewModel = makeViewModel()
        let screen = _Concurrency.Task { await viewModel.appear() }
        loadProfiles.onExecute = { screen.cancel() }

        await screen.value

        #expect(viewModel.state == .idle)
        #expect(viewModel.actionFailure == nil)

        loadProfiles.onExecute = {}
        loadProfiles.result = .success([.sample])
        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample]))
    }

    /// The screen went away and came back while its cancelled load was still on its way back: the screen loads
    /// again rather than keep that load's progress, which nothing would end.
    @Test func comingBackWhileACancelledLoadIsStillReturningLoadsAgain() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .success([.sample])
        var screen: _Concurrency.Task<Void, Never>?
        loadProfiles.onExecute = {
            guard loadProfiles.callCount == 1 else { return }
            screen?.cancel()
            // The screen's next `.task`, which appears while this cancelled load has not returned yet.
            await _Concurrency.Task { await viewModel.appear() }.value
        }
        screen = _Concurrency.Task { await viewModel.appear() }

        await screen?.value

        #expect(loadProfiles.callCount == 2)
        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func appearingAgainKeepsTheProfilesOnScreenWithoutLoading() async {
        let viewModel = await makeLoadedViewModel([.sample])

        await viewModel.appear()

        #expect(loadProfiles.callCount == 1)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func refreshKeepsTheProfilesOnScreenUntilNewOnesArrive() async {
        let viewModel = await makeLoadedViewModel([.sample])
        var statesDuringRefresh: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringRefresh.append(viewModel.state) }

        await viewModel.refresh()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aCancelledRefreshKeepsTheProfilesWithoutAFailure() async {
        let viewModel = await makeLoadedViewModel([.sample])
        let pullToRefresh = _Concurrency.Task { await viewModel.refresh() }
        loadProfiles.onExecute = { pullToRefresh.cancel() }

        await pullToRefresh.value

        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aFailedRefreshKeepsTheProfilesAndRetryRefreshesAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        loadProfiles.result = .failure(ProfileError.unavailable)

        await viewModel.refresh()

        #expect(viewModel.state == .loaded([.sample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .refresh)
        #expect(failure.title == "Couldn't Refresh")
        #expect(failure.message == unavailableMessage)

        loadProfiles.result = .success([.sample, .otherSample])
        await viewModel.retry(failure.action).value

        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func closingTheFailureAlertForgetsTheFailureWithoutRetrying() async {
        let viewModel = await makeLoadedViewModel([.sample])
        loadProfiles.result = .failure(ProfileError.unavailable)
        await viewModel.refresh()
        #expect(viewModel.isShowingActionFailure)

        viewModel.isShowingActionFailure = false

        #expect(viewModel.actionFailure == nil)
        #expect(loadProfiles.callCount == 2)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func aNewerLoadWinsOverAnOlderSlowerOne() async {
        let viewModel = makeViewModel()
        loadProfiles.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers first.
            loadProfiles.onExecute = {}
            loadProfiles.result = .success([.sample])
            await viewModel.refresh()
            // The first load answers last, with what was stored before.
            loadProfiles.result = .success([.otherSample])
        }

        await viewModel.load()

        #expect(viewModel.state == .loaded([.sample]))
        #expect(loadProfiles.callCount == 2)
    }

    @Test func saveStoresTheProfileThenShowsTheFreshList() async {
        let viewModel = await makeLoadedViewModel([.sample])
        loadProfiles.result = .success([.sample, .otherSample])

        await viewModel.save(.otherSample).value

        #expect(saveProfile.savedProfiles == [.otherSample])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aFailedSaveKeepsTheListAndRetrySendsTheSaveAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        saveProfile.error = ProfileError.unavailable

        await viewModel.save(.otherSample).value

        #expect(viewModel.state == .loaded([.sample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .save(.otherSample))
        #expect(failure.title == "Couldn't Save")
        #expect(failure.message == unavailableMessage)
        #expect(loadProfiles.callCount == 1)

        saveProfile.error = nil
        loadProfiles.result = .success([.sample, .otherSample])
        await viewModel.retry(failure.action).value

        #expect(saveProfile.savedProfiles == [.otherSample, .otherSample])
        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func aDraftWithAnEmptyNameSavesNothing() async {
        let viewModel = await makeLoadedViewModel([.sample])
        var draft = ProfileDraft(.otherSample)
        draft.name = " "

        #expect(draft.problems[.name] == .missing)
        #expect(viewModel.save(draft) == nil)
        #expect(saveProfile.savedProfiles.isEmpty)
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheList() async throws {
        let viewModel = await makeLoadedViewModel([.sample])
        saveProfile.error = ProfileError.unavailable

        let save = try #require(viewModel.save(ProfileDraft(.otherSample)))
        await save.value

        #expect(saveProfile.savedProfiles == [.otherSample])
        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }

    /// Cancelling a request does not undo it on the server: a save started before the screen went away is made,
    /// and what it stored is on screen when the screen is back.
    @Test func aSaveStartedBeforeTheScreenGoesAwayIsMadeAndShownOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample])
        saveProfile.onExecute = { viewModel.disappear() }
        loadProfiles.result = .success([.sample, .otherSample])

        let save = viewModel.save(.otherSample)
        await save.value

        #expect(!save.isCancelled)
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        #expect(viewModel.actionFailure == nil)
    }

    @Test func aSaveThatFailsAfterTheScreenWentAwayShowsItsFailureOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample])
        saveProfile.onExecute = { viewModel.disappear() }
        saveProfile.error = ProfileError.unavailable

        await viewModel.save(.otherSample).value
        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample]))
        #expect(viewModel.actionFailure?.action == .save(.otherSample))
    }

    @Test func deleteTakesTheRowAwayAtOnceThenShowsTheFreshList() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Profile]>] = []
        deleteProfile.onExecute = { statesDuringDelete.append(viewModel.state) }
        loadProfiles.result = .success([.otherSample])

        await viewModel.delete(id: Profile.sample.id).value

        #expect(statesDuringDelete == [.loaded([.otherSample])])
        #expect(deleteProfile.deletedIDs == [Profile.sample.id])
        #expect(viewModel.state == .loaded([.otherSample]))
    }

    /// `onDelete` expects the row gone when it returns, and a refresh that answers while the deletion is on its way
    /// must not bring the row back.
    @Test func aDeletedRowIsOffTheListAtOnceAndStaysOffUntilTheDeleteHasHappened() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Profile]>] = []
        deleteProfile.onExecute = {
            // The server still has the row: its deletion has not happened yet.
            await viewModel.refresh()
            statesDuringDelete.append(viewModel.state)
        }
        loadProfiles.result = .success([.sample, .otherSample])

        let deletion = viewModel.delete(id: Profile.sample.id)

        #expect(viewModel.state == .loaded([.otherSample]))
        await deletion.value
        #expect(statesDuringDelete == [.loaded([.otherSample])])
    }

    @Test func aFailedDeletePutsTheRowBackAndRetrySendsTheDeleteAgain() async throws {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        deleteProfile.error = ProfileError.unavailable

        await viewModel.delete(id: Profile.sample.id).value

        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        let failure = try #require(viewModel.actionFailure)
        #expect(failure.action == .delete(id: Profile.sample.id))
        #expect(failure.title == "Couldn't Delete")
        #expect(failure.message == unavailableMessage)

        deleteProfile.error = nil
        loadProfiles.result = .success([.otherSample])
        await viewModel.retry(failure.action).value

        let deletedTwice = [Profile.sample.id, Profile.sample.id]
        #expect(deleteProfile.deletedIDs == deletedTwice)
        #expect(viewModel.actionFailure == nil)
        #expect(viewModel.state == .loaded([.otherSample]))
    }

    @Test func aDeleteThatFailsAfterTheScreenWentAwayPutsTheRowBackAndShowsItsFailureOnReturn() async {
        let viewModel = await makeLoadedViewModel([.sample, .otherSample])
        deleteProfile.onExecute = { viewModel.disappear() }
        deleteProfile.error = ProfileError.unavailable

        await viewModel.delete(id: Profile.sample.id).value
        await viewModel.appear()

        #expect(deleteProfile.deletedIDs == [Profile.sample.id])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
        #expect(viewModel.actionFailure?.action == .delete(id: Profile.sample.id))
    }
}
