import DemoDomain
import DemoTestSupport
import Testing

struct LoadSettingsUseCaseTests {
    @Test func returnsTheStoredSettings() async throws {
        let repository = MockSettingsRepository(stored: .sample)
        let useCase = DefaultLoadSettingsUseCase(repository: repository)

        #expect(try await useCase.execute() == .sample)
    }

    @Test func returnsNilWhileNothingIsStored() async throws {
        let useCase = DefaultLoadSettingsUseCase(repository: MockSettingsRepository())

        #expect(try await useCase.execute() == nil)
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockSettingsRepository(error: .unavailable)
        let useCase = DefaultLoadSettingsUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute()
        }
    }
}
