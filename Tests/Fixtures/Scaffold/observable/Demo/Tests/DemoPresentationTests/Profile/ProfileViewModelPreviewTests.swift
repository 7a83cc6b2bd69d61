import DemoDomain
import DemoPresentation
import DemoTestSupport
import Testing

/// The screen's previews show each state from these view models, so each must reach the state it is named for.
@MainActor
struct ProfileViewModelPreviewTests {
    @Test func theLoadedPreviewShowsTheSamples() async {
        let viewModel = ProfileViewModel.preview(loading: .success([.sample, .otherSample]))

        await viewModel.appear()

        #expect(viewModel.state == .loaded([.sample, .otherSample]))
    }

    @Test func theFailedPreviewShowsTheMessageForItsError() async {
        let error = ProfileError.unavailable
        let viewModel = ProfileViewModel.preview(loading: .failure(error))

        await viewModel.appear()

        #expect(viewModel.state == .failed(message: ProfileError.message(for: error)))
    }

    @Test(.timeLimit(.minutes(1)))
    func theStillLoadingPreviewShowsProgressUntilItCloses() async {
        let viewModel = ProfileViewModel.previewStillLoading()
        let preview = _Concurrency.Task { await viewModel.appear() }
        while viewModel.state != .loading {
            await _Concurrency.Task.yield()
        }

        preview.cancel()
        await preview.value

        #expect(viewModel.state == .idle)
    }
}
