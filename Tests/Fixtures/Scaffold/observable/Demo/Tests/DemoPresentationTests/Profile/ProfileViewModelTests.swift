import Testing

@testable import DemoDomain
@testable import DemoPresentation

@MainActor
struct ProfileViewModelTests {
    private let loadProfiles = MockLoadProfilesUseCase()
    private let saveProfile = MockSaveProfileUseCase()
    private let deleteProfile = MockDeleteProfileUseCase()

    private func makeViewModel() -> ProfileViewModel {
        ProfileViewModel(
            loadProfiles: loadProfiles,
            saveProfile: saveProfile,
            deleteProfile: deleteProfile
        )
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

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .failure(.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: "Loading failed. Check your connection and try again."))
    }

    @Test func refreshKeepsTheProfilesOnScreenUntilNewOnesArrive() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .success([.sample])
        await viewModel.load()
        var statesDuringRefresh: [LoadState<[Profile]>] = []
        loadProfiles.result = .success([.sample, .otherSample])
        loadProfiles.onExecute = { statesDuringRefresh.append(viewModel.state) }

        await viewModel.refresh()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func saveStoresTheProfileThenShowsTheFreshList() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .success([.sample])

        await viewModel.save(.sample)

        #expect(saveProfile.savedProfiles == [.sample])
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func saveFailureBecomesAMessageForTheUser() async {
        let viewModel = makeViewModel()
        saveProfile.error = .unavailable

        await viewModel.save(.sample)

        #expect(viewModel.state == .failed(message: "Saving failed. Please try again."))
        #expect(loadProfiles.callCount == 0)
    }

    @Test func deleteRemovesTheProfileThenShowsTheFreshList() async {
        let viewModel = makeViewModel()
        loadProfiles.result = .success([.otherSample])

        await viewModel.delete(id: Profile.sample.id)

        #expect(deleteProfile.deletedIDs == [Profile.sample.id])
        #expect(viewModel.state == .loaded([.otherSample]))
    }

    @Test func deleteFailureBecomesAMessageForTheUser() async {
        let viewModel = makeViewModel()
        deleteProfile.error = .unavailable

        await viewModel.delete(id: Profile.sample.id)

        #expect(viewModel.state == .failed(message: "Deleting failed. Please try again."))
        #expect(loadProfiles.callCount == 0)
    }
}
