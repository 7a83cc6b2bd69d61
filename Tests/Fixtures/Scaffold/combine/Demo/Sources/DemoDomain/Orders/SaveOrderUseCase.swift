/// Saves an ``Order``, adding it or replacing the stored one with the same identifier.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol SaveOrderUseCase: Sendable {
    func execute(_ order: Order) async throws
}

public struct DefaultSaveOrderUseCase: SaveOrderUseCase {
    private let repository: any OrderRepository

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    public func execute(_ order: Order) async throws {
        try await repository.save(order)
    }
}
