import DemoDomain
import DemoTestSupport
import Testing

struct SaveOrderUseCaseTests {
    @Test func handsTheOrderToTheRepository() async throws {
        let repository = MockOrderRepository()
        let useCase = DefaultSaveOrderUseCase(repository: repository)

        try await useCase.execute(.sample)

        #expect(await repository.savedOrders == [.sample])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockOrderRepository(error: .unavailable)
        let useCase = DefaultSaveOrderUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute(.sample)
        }
    }
}
