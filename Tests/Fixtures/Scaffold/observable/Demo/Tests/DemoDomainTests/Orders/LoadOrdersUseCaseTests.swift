import DemoDomain
import DemoTestSupport
import Testing

struct LoadOrdersUseCaseTests {
    @Test func returnsTheRepositoryOrdersInOrder() async throws {
        let repository = MockOrderRepository(stored: [.sample, .otherSample])
        let useCase = DefaultLoadOrdersUseCase(repository: repository)

        #expect(try await useCase.execute() == [.sample, .otherSample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockOrderRepository(error: .unavailable)
        let useCase = DefaultLoadOrdersUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute()
        }
    }
}
