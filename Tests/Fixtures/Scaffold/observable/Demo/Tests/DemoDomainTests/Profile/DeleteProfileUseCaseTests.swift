import DemoDomain
import DemoTestSupport
import Testing

struct DeleteProfileUseCaseTests {
    @Test func handsTheIdentifierToTheRepository() async throws {
        let repository = MockProfileRepository()
        let useCase = DefaultDeleteProfileUseCase(repository: repository)

        try await useCase.execute(id: Profile.sample.id)

        #expect(await repository.deletedIDs == [Profile.sample.id])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockProfileRepository(error: .unavailable)
        let useCase = DefaultDeleteProfileUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute(id: Profile.sample.id)
        }
    }
}
