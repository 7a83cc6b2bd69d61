#if canImport(Combine)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

extension ProfileViewModelTests {
    /// Observing: what the stream of stored values brings is what the screen shows, its failure is shown where the
    /// user looks, and leaving the screen stops it.
    @MainActor
    struct Observing {
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
                observeProfiles: observeProfiles,
                searchDelay: .zero
            )
        }

        @Test func theValuesTheStreamBringsAreWhatTheScreenShows() async {
            let viewModel = makeViewModel()
            observeProfiles.send([.sample])
            observeProfiles.send([.sample, .otherSample])
            observeProfiles.finishUpdates()

            await viewModel.observe()

            #expect(viewModel.state == .loaded([.sample, .otherSample]))
            #expect(viewModel.actionFailure == nil)
        }

        @Test func aStreamThatFailsWithNothingOnScreenIsTheFailedScreen() async {
            let viewModel = makeViewModel()
            observeProfiles.fail(ProfileError.unavailable)

            await viewModel.observe()

            #expect(viewModel.state == .failed(message: unavailableMessage))
        }

        @Test func aStreamThatFailsOverLoadedProfilesKeepsThemAndShowsTheAlert() async {
            let viewModel = makeViewModel()
            loadProfiles.result = .success([.sample])
            await viewModel.appear()
            observeProfiles.fail(ProfileError.unavailable)

            await viewModel.observe()

            #expect(viewModel.state == .loaded([.sample]))
            #expect(viewModel.actionFailure?.message == unavailableMessage)
        }

        /// SwiftUI cancels the screen's `.task` when it goes away, which ends the stream; what comes later is not shown.
        @Test func leavingTheScreenStopsObserving() async {
            let viewModel = makeViewModel()
            let screen = _Concurrency.Task { await viewModel.observe() }

            screen.cancel()
            await screen.value
            for await _ in observeProfiles.stopped {}
            observeProfiles.send([.sample])

            #expect(viewModel.state == .idle)
            #expect(viewModel.actionFailure == nil)
        }
    }
}
#endif
