import DemoDomain

/// `OrderRepository` over an `OrderDataSource`: turns the source's DTOs into `Order` values
/// and back, and whatever went wrong into `OrderError`, recorded in `log` as it happened.
///
/// Cancellation is never an error: it reaches the caller as `CancellationError`, however the source reported it.
public struct DataSourceOrderRepository: OrderRepository {
    private let dataSource: any OrderDataSource
    private let log: DataLog

    public init(dataSource: any OrderDataSource, log: DataLog = .system) {
        self.dataSource = dataSource
        self.log = log
    }

    /// A record the domain cannot hold is left out and recorded; the load fails only when none can be read.
    public func loadAll() async throws -> [Order] {
        try await mappingErrors("load") {
            let records = try await dataSource.fetchAll()
            let values = records.map { record in Result { try record.order() } }
            return try log.keepingReadable(values, of: "Order records")
        }
    }

    public func save(_ order: Order) async throws {
        try await mappingErrors("save") {
            try await dataSource.save(OrderDTO(order))
        }
    }

    public func delete(id: Order.ID) async throws {
        try await mappingErrors("delete") {
            try await dataSource.delete(id: OrderDTO.serverID(id))
        }
    }

    private func mappingErrors<Value>(_ operation: String, _ work: () async throws -> Value) async throws -> Value {
        do {
            return try await work()
        } catch let error as OrderError {
            log.record("Order \(operation) failed: \(error)")
            throw error
        } catch {
            let failure = SourceFailure(error)
            if failure != .cancelled {
                log.record("Order \(operation) failed: \(error)")
            }
            switch failure {
            case .cancelled: throw CancellationError()
            case .notFound: throw OrderError.notFound
            case .notAuthorized: throw OrderError.notAuthorized
            case .rejected: throw OrderError.rejected
            case .serverFailure: throw OrderError.serverFailure
            case .invalidData: throw OrderError.invalidData
            case .unavailable: throw OrderError.unavailable
            }
        }
    }
}
