import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

/// The screen's previews show each state from these view models, so each must reach the state it is named for.
@MainActor
struct OrdersViewModelPreviewTests {
    @Test func theLoadedPreviewShowsTheSamples() async {
        let viewModel = OrdersViewModel.preview(loading: .success([.sample, .otherSample]))

        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func theFailedPreviewShowsTheMessageForItsError() async {
        let error = OrderError.unavailable
        let viewModel = OrdersViewModel.preview(loading: .failure(error))

        await viewModel.appear()

        #expect(viewModel.state == .failed(message: OrderError.message(for: error)))
    }

    @Test func theStillLoadingPreviewShowsProgressUntilItCloses() async {
        let (loadStarted, signal) = AsyncStream<Void>.makeStream()
        let viewModel = OrdersViewModel.previewStillLoading(loadStarted: { signal.yield() })
        let preview = _Concurrency.Task { await viewModel.appear() }
        // Awaits the load's start, a signal, rather than polling the state until it changes.
        for await _ in loadStarted { break }

        #expect(viewModel.state == .loading)
        preview.cancel()
        await preview.value

        #expect(viewModel.state == .idle)
    }
}
