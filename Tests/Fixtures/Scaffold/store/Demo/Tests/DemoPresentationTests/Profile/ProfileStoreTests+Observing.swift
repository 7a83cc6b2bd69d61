import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

extension ProfileStoreTests {
    /// Observing through the store: what the stream of stored values brings is what the screen shows, its failure is
    /// shown where the user looks, and leaving the screen stops it.
    @MainActor
    struct Observing {
        private let loadProfiles = MockLoadProfilesUseCase()
        private let saveProfile = MockSaveProfileUseCase()
        private let deleteProfile = MockDeleteProfileUseCase()
        private let observeProfiles = MockObserveProfilesUseCase()
        private let unavailableMessage = "The service can't be reached. Check your connection and try again."

        private func makeStore() -> ProfileStore {
            Store(
                state: ProfileState(),
                feature: ProfileFeature(
                    loadProfiles: loadProfiles,
                    saveProfile: saveProfile,
                    deleteProfile: deleteProfile,
                    observeProfiles: observeProfiles
                )
            )
        }

        @Test func theValuesTheStreamBringsAreWhatTheScreenShows() async {
            let store = makeStore()
            observeProfiles.send([.sample])
            observeProfiles.send([.sample, .otherSample])
            observeProfiles.finishUpdates()

            await store.send(.observe).finish()

            #expect(store.state.profiles == .loaded([.sample, .otherSample]))
            #expect(store.state.actionFailure == nil)
        }

        @Test func aStreamThatFailsWithNothingOnScreenIsTheFailedScreen() async {
            let store = makeStore()
            observeProfiles.fail(ProfileError.unavailable)

            await store.send(.observe).finish()

            #expect(store.state.profiles == .failed(message: unavailableMessage))
        }

        @Test func aStreamThatFailsOverLoadedProfilesKeepsThemAndShowsTheAlert() async {
            let store = makeStore()
            loadProfiles.result = .success([.sample])
            await store.send(.appear).finish()
            observeProfiles.fail(ProfileError.unavailable)

            await store.send(.observe).finish()

            #expect(store.state.profiles == .loaded([.sample]))
            #expect(store.state.actionFailure?.message == unavailableMessage)
        }

        /// SwiftUI cancels the screen's `.task` when it goes away, which ends the stream; what comes later is not shown.
        @Test func leavingTheScreenStopsObserving() async {
            let store = makeStore()
            let screen = _Concurrency.Task { await store.send(.observe).finish() }

            screen.cancel()
            await screen.value
            for await _ in observeProfiles.stopped {}
            observeProfiles.send([.sample])

            #expect(store.state.profiles == .idle)
            #expect(store.state.actionFailure == nil)
        }
    }
}
