/// Loads every stored ``Order``.
///
/// View models depend on this one capability instead of the whole repository, which keeps their dependencies
/// honest and their tests small.
public protocol LoadOrdersUseCase: Sendable {
    func execute() async throws -> [Order]
}

public struct DefaultLoadOrdersUseCase: LoadOrdersUseCase {
    private let repository: any OrderRepository

    public init(repository: any OrderRepository) {
        self.repository = repository
    }

    public func execute() async throws -> [Order] {
        try await repository.loadAll()
    }
}
