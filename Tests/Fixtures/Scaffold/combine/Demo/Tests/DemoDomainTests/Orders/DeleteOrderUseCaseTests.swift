import DemoDomain
import DemoTestSupport
import Testing

struct DeleteOrderUseCaseTests {
    @Test func handsTheIdentifierToTheRepository() async throws {
        let repository = MockOrderRepository()
        let useCase = DefaultDeleteOrderUseCase(repository: repository)

        try await useCase.execute(id: Order.sample.id)

        #expect(await repository.deletedIDs == [Order.sample.id])
    }

    @Test func passesARepositoryFailureOn() async {
        let repository = MockOrderRepository(error: .unavailable)
        let useCase = DefaultDeleteOrderUseCase(repository: repository)

        await #expect(throws: TestError.unavailable) {
            try await useCase.execute(id: Order.sample.id)
        }
    }
}
