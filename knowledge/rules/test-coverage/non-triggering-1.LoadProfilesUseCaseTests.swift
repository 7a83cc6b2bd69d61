import Testing
import DemoTestSupport
@testable import DemoDomain

struct LoadProfileUseCaseTests {
    @Test func executeReturnsStoredProfile() async throws {
        let useCase = DefaultLoadProfileUseCase(repository: MockProfileRepository(profile: .sample))
        #expect(try await useCase.execute() == .sample)
    }
}
