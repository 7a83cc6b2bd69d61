import DemoTestSupport
import Testing

@testable import DemoDomain
@testable import DemoPresentation

@MainActor
struct ProfileStoreTests {
    private let loadProfiles = MockLoadProfilesUseCase()
    private let saveProfile = MockSaveProfileUseCase()
    private let deleteProfile = MockDeleteProfileUseCase()

    private func makeStore() -> ProfileStore {
        Store(
            state: ProfileState(),
            feature: ProfileFeature(
                loadProfiles: loadProfiles,
                saveProfile: saveProfile,
                deleteProfile: deleteProfile
            )
        )
    }

    @Test func startsIdle() {
        #expect(makeStore().state.profiles == .idle)
    }

    @Test func loadShowsProgressThenTheProfiles() async {
        let store = makeStore()
        var statesDuringLoad: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringLoad.append(store.state.profiles) }

        await store.send(.load)?.value

        #expect(statesDuringLoad == [.loading])
        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        loadProfiles.result = .failure(TestError.unavailable)

        await store.send(.load)?.value

        #expect(store.state.profiles == .failed(message: "Loading failed. Check your connection and try again."))
    }

    @Test func refreshKeepsTheProfilesOnScreenUntilNewOnesArrive() async {
        let store = makeStore()
        loadProfiles.result = .success([.sample])
        await store.send(.load)?.value
        var statesDuringRefresh: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringRefresh.append(store.state.profiles) }

        await store.send(.refresh)?.value

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(store.state.profiles == .loaded([.sample, .otherSample]))
    }

    @Test func aNewerLoadCancelsTheOlderOneAndDropsItsAnswer() async {
        let store = makeStore()
        loadProfiles.result = .success([.otherSample])
        loadProfiles.onExecute = {
            // The user refreshes while the first load is still running, and the refresh finishes first.
            loadProfiles.onExecute = {}
            await store.send(.refresh)?.value
            loadProfiles.result = .success([.sample])
        }

        await store.send(.load)?.value

        #expect(loadProfiles.callCount == 2)
        #expect(store.state.profiles == .loaded([.otherSample]))
    }

    @Test func saveStoresTheProfileThenShowsTheFreshList() async {
        let store = makeStore()
        loadProfiles.result = .success([.sample])

        await store.send(.save(.sample))?.value

        #expect(saveProfile.savedProfiles == [.sample])
        #expect(store.state.profiles == .loaded([.sample]))
    }

    @Test func saveFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        saveProfile.error = TestError.unavailable

        await store.send(.save(.sample))?.value

        #expect(store.state.profiles == .failed(message: "Saving failed. Please try again."))
        #expect(loadProfiles.callCount == 0)
    }

    @Test func deleteRemovesTheProfileThenShowsTheFreshList() async {
        let store = makeStore()
        loadProfiles.result = .success([.otherSample])

        await store.send(.delete(id: Profile.sample.id))?.value

        #expect(deleteProfile.deletedIDs == [Profile.sample.id])
        #expect(store.state.profiles == .loaded([.otherSample]))
    }

    @Test func deletingTwoProfilesAtOnceRefreshesAfterEach() async {
        let store = makeStore()
        let first = store.send(.delete(id: Profile.sample.id))
        let second = store.send(.delete(id: Profile.otherSample.id))

        await first?.value
        await second?.value

        #expect(Set(deleteProfile.deletedIDs) == [Profile.sample.id, Profile.otherSample.id])
        #expect(loadProfiles.callCount == 2)
    }

    @Test func deleteFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        deleteProfile.error = TestError.unavailable

        await store.send(.delete(id: Profile.sample.id))?.value

        #expect(store.state.profiles == .failed(message: "Deleting failed. Please try again."))
        #expect(loadProfiles.callCount == 0)
    }
}
