/// Deletes the ``Order`` with a given identifier.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol DeleteOrderUseCase: Sendable {
    func execute(id: Order.ID) async throws
}

public struct DefaultDeleteOrderUseCase: DeleteOrderUseCase {
    private let repository: any OrderRepository

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    public func execute(id: Order.ID) async throws {
        try await repository.delete(id: id)
    }
}
