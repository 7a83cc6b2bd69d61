import DemoDomain
import DemoTestSupport
import Testing

struct LoadProfilesUseCaseTests {
    @Test func executeReturnsTheStoredProfiles() async throws {
        let useCase = DefaultLoadProfilesUseCase(repository: MockProfileRepository(stored: [.sample]))
        #expect(try await useCase.execute() == [.sample])
    }
}
