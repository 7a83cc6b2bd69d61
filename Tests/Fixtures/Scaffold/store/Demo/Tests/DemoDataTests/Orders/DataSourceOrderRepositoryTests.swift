import DemoData
import DemoDomain
import DemoTestSupport
import Foundation
import Testing

struct DataSourceOrderRepositoryTests {
    /// Fails every call with the error a test gives it.
    private struct FailingDataSource: OrderDataSource {
        let error: any Error

        func fetchAll() async throws -> [OrderDTO] {
            throw error
        }

        func save(_ record: OrderDTO) async throws {
            throw error
        }

        func delete(id: OrderDTO.ID) async throws {
            throw error
        }
    }

    private func makeRepository(
        storing orders: [Order] = []
    ) -> DataSourceOrderRepository {
        let records = orders.map(OrderDTO.init)
        let dataSource = InMemoryOrderDataSource(records: records)
        return DataSourceOrderRepository(dataSource: dataSource)
    }

    @Test func startsEmpty() async throws {
        #expect(try await makeRepository().loadAll() == [])
    }

    @Test func loadsTheStoredOrdersInOrder() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func loadsBackWhatItSaved() async throws {
        let repository = makeRepository()

        try await repository.save(.sample)
        try await repository.save(.otherSample)

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func savingAnExistingIdentifierReplacesThatOrder() async throws {
        let repository = makeRepository(storing: [.sample])
        let edited = Order(
            id: Order.sample.id,
            title: Order.otherSample.title,
            placed: Order.otherSample.placed,
            note: Order.otherSample.note,
            status: Order.otherSample.status
        )

        try await repository.save(edited)

        #expect(try await repository.loadAll() == [edited])
    }

    @Test func aSaveTheServerFailsIsAServerFailure() async {
        let repository = DataSourceOrderRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: OrderError.serverFailure) {
            try await repository.save(.sample)
        }
    }

    @Test func deleteRemovesOnlyThatOrder() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])

        try await repository.delete(id: Order.sample.id)

        #expect(try await repository.loadAll() == [.otherSample])
    }

    @Test func deletingAMissingOrderKeepsTheOthers() async throws {
        let repository = makeRepository(storing: [.sample])

        try await repository.delete(id: Order.otherSample.id)

        #expect(try await repository.loadAll() == [.sample])
    }

    @Test func aDeleteTheServerFailsIsAServerFailure() async {
        let repository = DataSourceOrderRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: OrderError.serverFailure) {
            try await repository.delete(id: Order.sample.id)
        }
    }

    @Test(arguments: [
        (HTTPStatusError(statusCode: 404) as any Error, OrderError.notFound),
        (HTTPStatusError(statusCode: 401), .notAuthorized),
        (HTTPStatusError(statusCode: 403), .notAuthorized),
        (HTTPStatusError(statusCode: 422), .rejected),
        (HTTPStatusError(statusCode: 500), .serverFailure),
        (HTTPStatusError(statusCode: 503), .serverFailure),
        (URLError(.notConnectedToInternet), .unavailable),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
    ])
    func whatWentWrongBecomesAOrderErrorAndIsRecorded(
        failure: any Error, expected: OrderError
    ) async {
        let recorded = RecordedLog()
        let repository = DataSourceOrderRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: expected) {
            try await repository.loadAll()
        }
        #expect(recorded.messages == ["Order load failed: \(failure)"])
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func cancellationStaysCancellationAndIsNoFailure(failure: any Error) async {
        let recorded = RecordedLog()
        let repository = DataSourceOrderRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: CancellationError.self) {
            try await repository.loadAll()
        }
        #expect(recorded.messages.isEmpty)
    }

    @Test func aRecordThatCannotBeAOrderIsInvalidData() async {
        let malformed = OrderDTO(
            id: "not-a-uuid",
            title: Order.sample.title,
            placed: Order.sample.placed,
            note: Order.sample.note,
            status: Order.sample.status.rawValue
        )
        let repository = DataSourceOrderRepository(
            dataSource: InMemoryOrderDataSource(records: [malformed]), log: RecordedLog().log)

        await #expect(throws: OrderError.invalidData) {
            try await repository.loadAll()
        }
    }

    @Test func aRecordThatCannotBeAOrderIsLeftOutOfTheOthersAndRecorded() async throws {
        let malformed = OrderDTO(
            id: "not-a-uuid",
            title: Order.sample.title,
            placed: Order.sample.placed,
            note: Order.sample.note,
            status: Order.sample.status.rawValue
        )
        let recorded = RecordedLog()
        let records = [OrderDTO(.sample), malformed, OrderDTO(.otherSample)]
        let repository = DataSourceOrderRepository(
            dataSource: InMemoryOrderDataSource(records: records), log: recorded.log)

        #expect(try await repository.loadAll() == [.sample, .otherSample])
        let expected = "left out 1 of 3 Order records: \(OrderError.invalidData)"
        #expect(recorded.messages == [expected])
    }
}
