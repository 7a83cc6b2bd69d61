import DemoTestSupport
import Testing

@testable import DemoDomain

struct LoadSettingsUseCaseTests {
    @Test func returnsTheRepositorySettingsInOrder() async throws {
        let repository = MockSettingsRepository(stored: [.sample, .otherSample])
        let useCase = DefaultLoadSettingsUseCase(repository: repository)

        #expect(try await useCase.execute() == [.sample, .otherSample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockSettingsRepository(error: .unavailable)
        let useCase = DefaultLoadSettingsUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute()
        }
    }
}
