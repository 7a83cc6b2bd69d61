import Foundation
import Testing

@testable import DemoData
@testable import DemoDomain

struct DataSourceSettingsRepositoryTests {
    /// Fails every call with the error a test gives it.
    private struct FailingDataSource: SettingsDataSource {
        let error: any Error

        func fetchAll() async throws -> [SettingsDTO] {
            throw error
        }

        func save(_ record: SettingsDTO) async throws {
            throw error
        }
    }

    private func makeRepository(storing settings: [Settings] = []) -> DataSourceSettingsRepository {
        DataSourceSettingsRepository(dataSource: InMemorySettingsDataSource(records: settings.map(SettingsDTO.init)))
    }

    @Test func startsEmpty() async throws {
        #expect(try await makeRepository().loadAll() == [])
    }

    @Test func loadsTheStoredSettingsInOrder() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func loadsBackWhatItSaved() async throws {
        let repository = makeRepository()

        try await repository.save(.sample)
        try await repository.save(.otherSample)

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func savingAnExistingIdentifierReplacesThatSettings() async throws {
        let repository = makeRepository(storing: [.sample])
        let edited = Settings(
            id: Settings.sample.id,
            theme: Settings.otherSample.theme,
            notificationsEnabled: Settings.otherSample.notificationsEnabled
        )

        try await repository.save(edited)

        #expect(try await repository.loadAll() == [edited])
    }

    @Test func aFailedSaveIsUnavailable() async {
        let repository = DataSourceSettingsRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)))

        await #expect(throws: SettingsError.unavailable) {
            try await repository.save(.sample)
        }
    }

    @Test(arguments: [
        (HTTPStatusError(statusCode: 404) as any Error, SettingsError.notFound),
        (HTTPStatusError(statusCode: 503), .unavailable),
        (URLError(.notConnectedToInternet), .unavailable),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
    ])
    func whatWentWrongBecomesASettingsError(failure: any Error, expected: SettingsError) async {
        let repository = DataSourceSettingsRepository(dataSource: FailingDataSource(error: failure))

        await #expect(throws: expected) {
            try await repository.loadAll()
        }
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func cancellationStaysCancellation(failure: any Error) async {
        let repository = DataSourceSettingsRepository(dataSource: FailingDataSource(error: failure))

        await #expect(throws: CancellationError.self) {
            try await repository.loadAll()
        }
    }

    @Test func aRecordThatCannotBeASettingsIsInvalidData() async {
        let malformed = SettingsDTO(
            id: "not-a-uuid",
            theme: Settings.sample.theme,
            notificationsEnabled: Settings.sample.notificationsEnabled
        )
        let repository = DataSourceSettingsRepository(dataSource: InMemorySettingsDataSource(records: [malformed]))

        await #expect(throws: SettingsError.invalidData) {
            try await repository.loadAll()
        }
    }
}
