import DemoDomain
import DemoTestSupport
import Testing

struct LoadProfilesUseCaseTests {
    @Test func returnsTheRepositoryProfilesInOrder() async throws {
        let repository = MockProfileRepository(stored: [.sample, .otherSample])
        let useCase = DefaultLoadProfilesUseCase(repository: repository)

        #expect(try await useCase.execute() == [.sample, .otherSample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockProfileRepository(error: .unavailable)
        let useCase = DefaultLoadProfilesUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute()
        }
    }
}
