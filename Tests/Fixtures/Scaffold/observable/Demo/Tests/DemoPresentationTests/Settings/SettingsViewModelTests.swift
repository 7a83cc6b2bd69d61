import Testing

@testable import DemoDomain
@testable import DemoPresentation

@MainActor
struct SettingsViewModelTests {
    private let loadSettings = MockLoadSettingsUseCase()
    private let saveSettings = MockSaveSettingsUseCase()

    private func makeViewModel() -> SettingsViewModel {
        SettingsViewModel(
            loadSettings: loadSettings,
            saveSettings: saveSettings
        )
    }

    @Test func startsIdle() {
        #expect(makeViewModel().state == .idle)
    }

    @Test func loadShowsProgressThenTheSettings() async {
        let viewModel = makeViewModel()
        var statesDuringLoad: [LoadState<[Settings]>] = []
        loadSettings.result = .success([.sample, .otherSample])
        loadSettings.onExecute = { statesDuringLoad.append(viewModel.state) }

        await viewModel.load()

        #expect(statesDuringLoad == [.loading])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let viewModel = makeViewModel()
        loadSettings.result = .failure(.unavailable)

        await viewModel.load()

        #expect(viewModel.state == .failed(message: "Loading failed. Check your connection and try again."))
    }

    @Test func refreshKeepsTheSettingsOnScreenUntilNewOnesArrive() async {
        let viewModel = makeViewModel()
        loadSettings.result = .success([.sample])
        await viewModel.load()
        var statesDuringRefresh: [LoadState<[Settings]>] = []
        loadSettings.result = .success([.sample, .otherSample])
        loadSettings.onExecute = { statesDuringRefresh.append(viewModel.state) }

        await viewModel.refresh()

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func saveStoresTheSettingsThenShowsTheFreshList() async {
        let viewModel = makeViewModel()
        loadSettings.result = .success([.sample])

        await viewModel.save(.sample)

        #expect(saveSettings.savedSettings == [.sample])
        #expect(viewModel.state == .loaded([.sample]))
    }

    @Test func saveFailureBecomesAMessageForTheUser() async {
        let viewModel = makeViewModel()
        saveSettings.error = .unavailable

        await viewModel.save(.sample)

        #expect(viewModel.state == .failed(message: "Saving failed. Please try again."))
        #expect(loadSettings.callCount == 0)
    }
}
