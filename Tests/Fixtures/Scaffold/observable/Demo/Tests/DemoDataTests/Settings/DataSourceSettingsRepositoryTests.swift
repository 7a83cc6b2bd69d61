import DemoData
import DemoDomain
import DemoTestSupport
import Foundation
import Testing

struct DataSourceSettingsRepositoryTests {
    /// Fails every call with the error a test gives it.
    private struct FailingDataSource: SettingsDataSource {
        let error: any Error

        func fetch() async throws -> SettingsDTO? {
            throw error
        }

        func save(_ record: SettingsDTO) async throws {
            throw error
        }
    }

    private func makeRepository(
        storing settings: Settings? = nil
    ) -> DataSourceSettingsRepository {
        let record = settings.map(SettingsDTO.init)
        let dataSource = InMemorySettingsDataSource(record: record)
        return DataSourceSettingsRepository(dataSource: dataSource)
    }

    @Test func startsWithNothingStored() async throws {
        #expect(try await makeRepository().load() == nil)
    }

    @Test func loadsTheStoredSettings() async throws {
        let repository = makeRepository(storing: .sample)

        #expect(try await repository.load() == .sample)
    }

    @Test func loadsBackWhatItSaved() async throws {
        let repository = makeRepository()

        try await repository.save(.sample)

        #expect(try await repository.load() == .sample)
    }

    @Test func savingReplacesWhatWasStored() async throws {
        let repository = makeRepository(storing: .sample)

        try await repository.save(.otherSample)

        #expect(try await repository.load() == .otherSample)
    }

    @Test func aSaveTheServerFailsIsAServerFailure() async {
        let repository = DataSourceSettingsRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: SettingsError.serverFailure) {
            try await repository.save(.sample)
        }
    }

    @Test(arguments: [
        (HTTPStatusError(statusCode: 404) as any Error, SettingsError.notFound),
        (HTTPStatusError(statusCode: 401), .notAuthorized),
        (HTTPStatusError(statusCode: 403), .notAuthorized),
        (HTTPStatusError(statusCode: 422), .rejected),
        (HTTPStatusError(statusCode: 500), .serverFailure),
        (HTTPStatusError(statusCode: 503), .serverFailure),
        (URLError(.notConnectedToInternet), .unavailable),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
    ])
    func whatWentWrongBecomesASettingsErrorAndIsRecorded(
        failure: any Error, expected: SettingsError
    ) async {
        let recorded = RecordedLog()
        let repository = DataSourceSettingsRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: expected) {
            try await repository.load()
        }
        #expect(recorded.messages == ["Settings load failed: \(failure)"])
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func cancellationStaysCancellationAndIsNoFailure(failure: any Error) async {
        let recorded = RecordedLog()
        let repository = DataSourceSettingsRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: CancellationError.self) {
            try await repository.load()
        }
        #expect(recorded.messages.isEmpty)
    }

    @Test func aRecordThatCannotBeASettingsIsInvalidData() async {
        let malformed = SettingsDTO(
            id: "not-a-uuid",
            theme: Settings.sample.theme,
            notificationsEnabled: Settings.sample.notificationsEnabled
        )
        let repository = DataSourceSettingsRepository(
            dataSource: InMemorySettingsDataSource(record: malformed), log: RecordedLog().log)

        await #expect(throws: SettingsError.invalidData) {
            try await repository.load()
        }
    }
}
