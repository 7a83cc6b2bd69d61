import DemoTestSupport
import Testing

@testable import DemoDomain
@testable import DemoPresentation

@MainActor
struct SettingsStoreTests {
    private let loadSettings = MockLoadSettingsUseCase()
    private let saveSettings = MockSaveSettingsUseCase()

    private func makeStore() -> SettingsStore {
        Store(
            state: SettingsState(),
            feature: SettingsFeature(
                loadSettings: loadSettings,
                saveSettings: saveSettings
            )
        )
    }

    @Test func startsIdle() {
        #expect(makeStore().state.settings == .idle)
    }

    @Test func loadShowsProgressThenTheSettings() async {
        let store = makeStore()
        var statesDuringLoad: [LoadState<[Settings]>] = []
        loadSettings.result = .success([.sample, .otherSample])
        loadSettings.onExecute = { statesDuringLoad.append(store.state.settings) }

        await store.send(.load)?.value

        #expect(statesDuringLoad == [.loading])
        #expect(store.state.settings == .loaded([.sample, .otherSample]))
    }

    @Test func loadFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        loadSettings.result = .failure(TestError.unavailable)

        await store.send(.load)?.value

        #expect(store.state.settings == .failed(message: "Loading failed. Check your connection and try again."))
    }

    @Test func refreshKeepsTheSettingsOnScreenUntilNewOnesArrive() async {
        let store = makeStore()
        loadSettings.result = .success([.sample])
        await store.send(.load)?.value
        var statesDuringRefresh: [LoadState<[Settings]>] = []
        loadSettings.result = .success([.sample, .otherSample])
        loadSettings.onExecute = { statesDuringRefresh.append(store.state.settings) }

        await store.send(.refresh)?.value

        #expect(statesDuringRefresh == [.loaded([.sample])])
        #expect(store.state.settings == .loaded([.sample, .otherSample]))
    }

    @Test func aNewerLoadCancelsTheOlderOneAndDropsItsAnswer() async {
        let store = makeStore()
        loadSettings.result = .success([.otherSample])
        loadSettings.onExecute = {
            // The user refreshes while the first load is still running, and the refresh finishes first.
            loadSettings.onExecute = {}
            await store.send(.refresh)?.value
            loadSettings.result = .success([.sample])
        }

        await store.send(.load)?.value

        #expect(loadSettings.callCount == 2)
        #expect(store.state.settings == .loaded([.otherSample]))
    }

    @Test func saveStoresTheSettingsThenShowsTheFreshList() async {
        let store = makeStore()
        loadSettings.result = .success([.sample])

        await store.send(.save(.sample))?.value

        #expect(saveSettings.savedSettings == [.sample])
        #expect(store.state.settings == .loaded([.sample]))
    }

    @Test func saveFailureBecomesAMessageForTheUser() async {
        let store = makeStore()
        saveSettings.error = TestError.unavailable

        await store.send(.save(.sample))?.value

        #expect(store.state.settings == .failed(message: "Saving failed. Please try again."))
        #expect(loadSettings.callCount == 0)
    }
}
