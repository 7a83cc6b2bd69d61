import DemoDomain
import DemoTestSupport
import Testing

struct SaveProfileUseCaseTests {
    @Test func handsTheProfileToTheRepository() async throws {
        let repository = MockProfileRepository()
        let useCase = DefaultSaveProfileUseCase(repository: repository)

        try await useCase.execute(.sample)

        #expect(await repository.savedProfiles == [.sample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockProfileRepository(error: .unavailable)
        let useCase = DefaultSaveProfileUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute(.sample)
        }
    }
}
