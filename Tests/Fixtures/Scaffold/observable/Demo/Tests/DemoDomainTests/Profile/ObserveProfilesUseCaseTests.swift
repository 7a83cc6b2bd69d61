import DemoDomain
import DemoTestSupport
import Testing

struct ObserveProfilesUseCaseTests {
    @Test func passesTheRepositoryProfilesOn() async throws {
        let repository = MockProfileRepository(stored: [.sample, .otherSample])
        let useCase = DefaultObserveProfilesUseCase(repository: repository)

        var received: [[Profile]] = []
        for try await profiles in useCase.execute() {
            received.append(profiles)
        }

        #expect(received == [[.sample, .otherSample]])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockProfileRepository(error: .unavailable)
        let useCase = DefaultObserveProfilesUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            for try await _ in useCase.execute() {}
        }
    }
}
