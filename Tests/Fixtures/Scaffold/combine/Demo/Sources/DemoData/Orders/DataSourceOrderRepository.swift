import DemoDomain

/// `OrderRepository` over an `OrderDataSource`: turns the source's DTOs into `Order` values
/// and back, and whatever went wrong into `OrderError`.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceOrderRepository: OrderRepository {
    private let dataSource: any OrderDataSource

    public init(dataSource: any OrderDataSource) {
        self.dataSource = dataSource
    }

    public func loadAll() async throws -> [Order] {
        try await mappingErrors {
            try await dataSource.fetchAll().map { try $0.order() }
        }
    }

    public func save(_ order: Order) async throws {
        try await mappingErrors {
            try await dataSource.save(OrderDTO(order))
        }
    }

    public func delete(id: Order.ID) async throws {
        try await mappingErrors {
            try await dataSource.delete(id: OrderDTO.serverID(id))
        }
    }

    private func mappingErrors<Value>(_ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as OrderError {
            throw error
        } catch {
            switch DataFailure(error) {
            case .cancelled: throw CancellationError()
            case .notFound: throw OrderError.notFound
            case .invalidData: throw OrderError.invalidData
            case .unavailable: throw OrderError.unavailable
            }
        }
    }
}
