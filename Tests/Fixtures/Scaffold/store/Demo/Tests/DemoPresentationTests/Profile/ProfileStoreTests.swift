import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

@MainActor
struct ProfileStoreTests {
    private typealias Action = ProfileAction

    private let loadProfiles = MockLoadProfilesUseCase()
    private let saveProfile = MockSaveProfileUseCase()
    private let deleteProfile = MockDeleteProfileUseCase()
    private let observeProfiles = MockObserveProfilesUseCase()
    /// What the user reads for a failure that is not a `ProfileError`, such as the mocks' `TestError`.
    private let unknownFailure = "Something went wrong. Please try again."

    /// The failure the screen shows when the mocks' `TestError` ends `action`, which its retry sends again.
    private func failure(_ title: String, retry action: Action) -> ActionFailure<Action> {
        ActionFailure(action: action, title: title, message: unknownFailure)
    }

    /// A store over the mocks, or over the held use cases a test passes to act while their calls are in flight.
    private func makeStore(
        load: (any LoadProfilesUseCase)? = nil,
        save: (any SaveProfileUseCase)? = nil,
        delete: (any DeleteProfileUseCase)? = nil,
        observe: (any ObserveProfilesUseCase)? = nil
    ) -> ProfileStore {
        Store(
            state: ProfileState(),
            feature: ProfileFeature(
                loadProfiles: load ?? loadProfiles,
                saveProfile: save ?? saveProfile,
                deleteProfile: delete ?? deleteProfile,
                observeProfiles: observe ?? observeProfiles
            )
        )
    }

    /// A store whose profiles are already on screen.
    private func makeLoadedStore(
        _ profiles: [Profile],
        save: (any SaveProfileUseCase)? = nil,
        delete: (any DeleteProfileUseCase)? = nil,
        observe: (any ObserveProfilesUseCase)? = nil
    ) async -> ProfileStore {
        let store = makeStore(save: save, delete: delete, observe: observe)
        loadProfiles.result = .success(profiles)
        await store.send(.load).finish()
        return store
    }

    @Test func startsIdleWithoutAFailure() {
        let store = makeStore()

        #expect(store.state.profiles == .idle)
        #expect(store.state.actionFailure == nil)
    }

    @Test func appearShowsProgressThenTheProfiles() async {
        let store = makeStore()
        var statesDuringLoad: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringLoad.append(store.state.profiles) }

        await store.send(.appear).finish()

        #expect(statesDuringLoad == [.loading])
        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
    }

    @Test func appearingAgainKeepsLoadedContentWithoutLoading() async {
        let store = await makeLoadedStore([.sample])

        await store.send(.appear).finish()

        #expect(loadProfiles.callCount == 1)
        #expect(store.state.profiles == .loaded([.sample]))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        loadProfiles.result = .failure(TestError.unavailable)

        await store.send(.load).finish()

        #expect(store.state.profiles == .failed(message: unknownFailure))
    }

    @Test func eachProfileErrorHasItsOwnMessage() {
        let errors: [ProfileError] = [.unavailable, .notFound, .invalidData]

        #expect(
            errors.map { ProfileError.message(for: $0) } == [
                "The service can't be reached. Check your connection and try again.",
                "It no longer exists. Refresh to see what is stored now.",
                "The data received could not be read. Please try again later.",
            ])
    }

    @Test func aLoadCancelledWithTheScreenIsNoFailureAndAppearingAgainLoads() async {
        let loads = HeldCalls<[Profile]>()
        let store = makeStore(load: HeldLoadProfiles(calls: loads))
        // Stands for the screen's `.task`, which SwiftUI cancels when the screen disappears.
        let screenTask = _Concurrency.Task { await store.send(.appear).finish() }
        await loads.waitForCalls(1)
        #expect(store.state.profiles == .loading)

        screenTask.cancel()
        await screenTask.value
        #expect(store.state.profiles == .idle)

        let appearAgain = store.send(.appear)
        await loads.waitForCalls(2)
        loads.answer(2, with: .success([.sample]))
        await appearAgain.finish()
        #expect(store.state.profiles == .loaded([.sample]))
        #expect(store.state.actionFailure == nil)
    }

    @Test func aSlowLoadThenAFastRefreshEndsWithTheRefreshsAnswer() async {
        let loads = HeldCalls<[Profile]>()
        let store = makeStore(load: HeldLoadProfiles(calls: loads))
        let slowLoad = store.send(.load)
        await loads.waitForCalls(1)
        let fastRefresh = store.send(.refresh)
        await loads.waitForCalls(2)

        loads.answer(2, with: .success([.otherSample]))
        await fastRefresh.finish()
        loads.answer(1, with: .success([.sample]))
        await slowLoad.finish()

        #expect(slowLoad.isCancelled)
        #expect(store.state.profiles == .loaded([.otherSample]))
    }

    @Test func aNewerLoadDropsTheAnswerOfAnOlderOneThatIgnoresCancellation() async {
        let store = makeStore()
        var refresh: StoreTask?
        loadProfiles.result = .success([.sample])
        loadProfiles.onExecute = {
            // The user refreshes while the first load is still running, and the refresh answers with newer values.
            loadProfiles.onExecute = { loadProfiles.result = .success([.otherSample]) }
            refresh = store.send(.refresh)
        }

        await store.send(.load).finish()
        await refresh?.finish()

        #expect(loadProfiles.callCount == 2)
        #expect(store.state.profiles == .loaded([.otherSample]))
    }

    @Test func refreshKeepsTheProfilesOnScreenUntilNewOnesArrive() async {
        let store = await makeLoadedStore([.sample])
        var statesDuringRefresh: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringRefresh.append(store.state.profiles) }

        await store.send(.refresh).finish()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
    }

    @Test func aFailedRefreshKeepsTheProfilesAndOffersToRetryIt() async throws {
        let store = await makeLoadedStore([.sample])
        loadProfiles.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.profiles == .loaded([.sample]))
        let shown = try #require(store.state.actionFailure)
        #expect(shown == failure("Couldn't Refresh", retry: .refresh))

        loadProfiles.result = .success([.sample, .otherSample])
        await store.send(shown.action).finish()
        #expect(store.state.actionFailure == nil)
        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
    }

    @Test func aRefreshWithNothingOnScreenLoadsAndItsFailureIsALoadFailure() async {
        let store = makeStore()
        loadProfiles.result = .failure(TestError.unavailable)

        await store.send(.refresh).finish()

        #expect(store.state.profiles == .failed(message: unknownFailure))
        #expect(store.state.actionFailure == nil)
    }

    @Test func dismissingAFailureClearsIt() async {
        let store = await makeLoadedStore([.sample])
        loadProfiles.result = .failure(TestError.unavailable)
        await store.send(.refresh).finish()

        store.send(.dismissActionFailure)

        #expect(store.state.actionFailure == nil)
        #expect(store.state.profiles == .loaded([.sample]))
    }

    @Test func saveStoresTheProfileThenShowsTheFreshList() async {
        let store = makeStore()
        loadProfiles.result = .success([.sample])

        await store.send(.save(.sample)).finish()

        #expect(saveProfile.savedProfiles == [.sample])
        #expect(store.state.profiles == .loaded([.sample]))
    }

    @Test func aFailedSaveKeepsTheProfilesAndOffersToRetryIt() async {
        let store = await makeLoadedStore([.sample])
        saveProfile.error = TestError.unavailable

        await store.send(.save(.otherSample)).finish()

        #expect(store.state.profiles == .loaded([.sample]))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
        #expect(loadProfiles.callCount == 1)
    }

    @Test func theFormsValidDraftSavesThroughTheUseCaseAndAFailureKeepsTheProfiles() async throws {
        let store = await makeLoadedStore([.sample])
        saveProfile.error = TestError.unavailable
        // What the form sends: the value its draft describes, once the draft has no problems.
        let edited = try #require(ProfileDraft(.otherSample).profile)

        await store.send(.save(edited)).finish()

        #expect(saveProfile.savedProfiles == [.otherSample])
        #expect(store.state.profiles == .loaded([.sample]))
        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    /// An alert stays up until the user answers it: another action, such as a refresh, does not take it away.
    @Test func aLaterActionLeavesAFailureTheUserHasNotAnsweredUp() async {
        let store = await makeLoadedStore([.sample])
        saveProfile.error = TestError.unavailable
        await store.send(.save(.otherSample)).finish()

        await store.send(.refresh).finish()

        #expect(store.state.actionFailure == failure("Couldn't Save", retry: .save(.otherSample)))
    }

    @Test func savingTheProfileAgainWaitsForTheFirstSaveInsteadOfCancellingIt() async {
        let saves = HeldCalls<Void>()
        let store = makeStore(save: HeldSaveProfile(calls: saves))
        var refreshesBeforeEachSave: [Int] = []
        saves.onCall = { refreshesBeforeEachSave.append(loadProfiles.callCount) }
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
        loadProfiles.result = .success([.otherSample])

        let deletion = store.send(.delete(id: Profile.sample.id))
        #expect(store.state.profiles == .loaded([.otherSample]))
        await deletion.finish()

        #expect(deleteProfile.deletedIDs == [Profile.sample.id])
        #expect(loadProfiles.callCount == 2)
        #expect(store.state.profiles == .loaded([.otherSample]))
    }

    /// A refresh that answers while a deletion is on its way, such as the refresh of a quicker delete before it,
    /// must not bring the row back.
    @Test func aDeletedRowStaysOffTheListUntilTheDeleteHasHappened() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        var statesDuringDelete: [LoadState<[Profile]>] = []
        deleteProfile.onExecute = {
            // The server still has the row: its deletion has not happened yet.
            await store.send(.refresh).finish()
            statesDuringDelete.append(store.state.profiles)
        }
        loadProfiles.result = .success([.sample, .otherSample])

        await store.send(.delete(id: Profile.sample.id)).finish()

        #expect(statesDuringDelete == [.loaded([.otherSample])])
    }

    @Test func deletingTwoProfilesAtOnceDeletesBoth() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        loadProfiles.result = .success([])

        let first = store.send(.delete(id: Profile.sample.id))
        let second = store.send(.delete(id: Profile.otherSample.id))
        await first.finish()
        await second.finish()

        let deleted = Set(deleteProfile.deletedIDs)
        #expect(deleted == [Profile.sample.id, Profile.otherSample.id])
        #expect(store.state.profiles == .loaded([]))
    }

    @Test func aFailedDeletePutsTheRowBackAndOffersToRetryIt() async {
        let store = await makeLoadedStore([.sample, .otherSample])
        deleteProfile.error = TestError.unavailable
        let id = Profile.sample.id

        await store.send(.delete(id: id)).finish()

        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
        #expect(store.state.actionFailure == failure("Couldn't Delete", retry: .delete(id: id)))
        #expect(loadProfiles.callCount == 1)
    }

    /// A delete started before the screen went away for good still happens: cancelling a request does not undo it
    /// on the server, so the store going away does not cancel it.
    @Test func aDeleteOutlivesTheStoreOfTheScreenThatStartedIt() async {
        let deletes = HeldCalls<Void>()
        var store: ProfileStore? = await makeLoadedStore(
            [.sample, .otherSample], delete: HeldDeleteProfile(calls: deletes))
        let deletion = store?.send(.delete(id: Profile.sample.id))
        await deletes.waitForCalls(1)

        store = nil
        deletes.answer(1, with: .success(()))
        await deletion?.finish()

        #expect(deletion?.isCancelled == false)
    }
}

/// Loads that stay in flight until the test answers them.
private struct HeldLoadProfiles: LoadProfilesUseCase {
    let calls: HeldCalls<[Profile]>

    func execute() async throws -> [Profile] {
        try await calls.call()
    }
}

/// Saves that stay in flight until the test answers them.
private struct HeldSaveProfile: SaveProfileUseCase {
    let calls: HeldCalls<Void>

    func execute(_ profile: Profile) async throws {
        try await calls.call()
    }
}

/// Deletes that stay in flight until the test answers them.
private struct HeldDeleteProfile: DeleteProfileUseCase {
    let calls: HeldCalls<Void>

    func execute(id: Profile.ID) async throws {
        try await calls.call()
    }
}
