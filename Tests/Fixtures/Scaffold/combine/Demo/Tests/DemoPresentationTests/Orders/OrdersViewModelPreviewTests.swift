#if canImport(Combine)
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

    @Test(.timeLimit(.minutes(1)))
    func theStillLoadingPreviewShowsProgressUntilItCloses() async {
        let viewModel = OrdersViewModel.previewStillLoading()
        let preview = _Concurrency.Task { await viewModel.appear() }
        while viewModel.state != .loading {
            await _Concurrency.Task.yield()
        }

        preview.cancel()
        await preview.value

        #expect(viewModel.state == .idle)
    }
}
#endif
