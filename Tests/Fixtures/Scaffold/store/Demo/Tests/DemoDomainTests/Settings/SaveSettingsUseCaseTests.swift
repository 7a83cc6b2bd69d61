import DemoDomain
import DemoTestSupport
import Testing

struct SaveSettingsUseCaseTests {
    @Test func handsTheSettingsToTheRepository() async throws {
        let repository = MockSettingsRepository()
        let useCase = DefaultSaveSettingsUseCase(repository: repository)

        try await useCase.execute(.sample)

        #expect(await repository.savedSettings == [.sample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockSettingsRepository(error: .unavailable)
        let useCase = DefaultSaveSettingsUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute(.sample)
        }
    }
}
