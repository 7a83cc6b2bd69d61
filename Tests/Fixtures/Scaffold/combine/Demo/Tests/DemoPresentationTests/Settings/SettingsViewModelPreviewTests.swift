#if canImport(Combine)
import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

/// The screen's previews show each state from these view models, so each must reach the state it is named for.
@MainActor
struct SettingsViewModelPreviewTests {
    @Test func theLoadedPreviewShowsTheSample() async {
        let viewModel = SettingsViewModel.preview(loading: .success(.sample))

        await viewModel.appear()

        #expect(viewModel.state == .loaded(.sample))
    }

    @Test func theEmptyPreviewShowsNothingStored() async {
        let viewModel = SettingsViewModel.preview(loading: .success(nil))

        await viewModel.appear()

        #expect(viewModel.state == .loaded(nil))
    }

    @Test func theFailedPreviewShowsTheMessageForItsError() async {
        let error = SettingsError.unavailable
        let viewModel = SettingsViewModel.preview(loading: .failure(error))

        await viewModel.appear()

        #expect(viewModel.state == .failed(message: SettingsError.message(for: error)))
    }

    @Test func theStillLoadingPreviewShowsProgressUntilItCloses() async {
        let (loadStarted, signal) = AsyncStream<Void>.makeStream()
        let viewModel = SettingsViewModel.previewStillLoading(loadStarted: { signal.yield() })
        let preview = _Concurrency.Task { await viewModel.appear() }
        // Awaits the load's start, a signal, rather than polling the state until it changes.
        for await _ in loadStarted { break }

        #expect(viewModel.state == .loading)
        preview.cancel()
        await preview.value

        #expect(viewModel.state == .idle)
    }
}
#endif
