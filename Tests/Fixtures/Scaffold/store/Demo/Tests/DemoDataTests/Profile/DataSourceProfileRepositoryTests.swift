import DemoData
import DemoDomain
import DemoTestSupport
import Foundation
import Testing

struct DataSourceProfileRepositoryTests {
    /// Fails every call with the error a test gives it.
    private struct FailingDataSource: ProfileDataSource {
        let error: any Error

        func fetchAll() async throws -> [ProfileDTO] {
            throw error
        }

        func save(_ record: ProfileDTO) async throws {
            throw error
        }

        func delete(id: ProfileDTO.ID) async throws {
            throw error
        }
    }

    private func makeRepository(
        storing profiles: [Profile] = []
    ) -> DataSourceProfileRepository {
        let records = profiles.map(ProfileDTO.init)
        let dataSource = InMemoryProfileDataSource(records: records)
        return DataSourceProfileRepository(dataSource: dataSource)
    }

    @Test func startsEmpty() async throws {
        #expect(try await makeRepository().loadAll() == [])
    }

    @Test func loadsTheStoredProfilesInOrder() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func loadsBackWhatItSaved() async throws {
        let repository = makeRepository()

        try await repository.save(.sample)
        try await repository.save(.otherSample)

        #expect(try await repository.loadAll() == [.sample, .otherSample])
    }

    @Test func savingAnExistingIdentifierReplacesThatProfile() async throws {
        let repository = makeRepository(storing: [.sample])
        let edited = Profile(
            id: Profile.sample.id,
            name: Profile.otherSample.name,
            age: Profile.otherSample.age
        )

        try await repository.save(edited)

        #expect(try await repository.loadAll() == [edited])
    }

    @Test func aSaveTheServerFailsIsAServerFailure() async {
        let repository = DataSourceProfileRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: ProfileError.serverFailure) {
            try await repository.save(.sample)
        }
    }

    @Test func deleteRemovesOnlyThatProfile() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])

        try await repository.delete(id: Profile.sample.id)

        #expect(try await repository.loadAll() == [.otherSample])
    }

    @Test func deletingAMissingProfileKeepsTheOthers() async throws {
        let repository = makeRepository(storing: [.sample])

        try await repository.delete(id: Profile.otherSample.id)

        #expect(try await repository.loadAll() == [.sample])
    }

    @Test func aDeleteTheServerFailsIsAServerFailure() async {
        let repository = DataSourceProfileRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: ProfileError.serverFailure) {
            try await repository.delete(id: Profile.sample.id)
        }
    }

    /// A request-response source has nothing to push: its updates are one read of what is stored, then the end.
    @Test func updatesAreWhatIsStoredOnceThenTheEnd() async throws {
        let repository = makeRepository(storing: [.sample, .otherSample])
        var received: [[Profile]] = []

        for try await profiles in repository.updates() {
            received.append(profiles)
        }

        #expect(received == [[.sample, .otherSample]])
    }

    @Test func aReadTheServerFailsEndsTheUpdatesWithAServerFailure() async {
        let repository = DataSourceProfileRepository(
            dataSource: FailingDataSource(error: HTTPStatusError(statusCode: 500)), log: RecordedLog().log)

        await #expect(throws: ProfileError.serverFailure) {
            for try await _ in repository.updates() {}
        }
    }

    @Test(arguments: [
        (HTTPStatusError(statusCode: 404) as any Error, ProfileError.notFound),
        (HTTPStatusError(statusCode: 401), .notAuthorized),
        (HTTPStatusError(statusCode: 403), .notAuthorized),
        (HTTPStatusError(statusCode: 422), .rejected),
        (HTTPStatusError(statusCode: 500), .serverFailure),
        (HTTPStatusError(statusCode: 503), .serverFailure),
        (URLError(.notConnectedToInternet), .unavailable),
        (DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not JSON")), .invalidData),
    ])
    func whatWentWrongBecomesAProfileErrorAndIsRecorded(
        failure: any Error, expected: ProfileError
    ) async {
        let recorded = RecordedLog()
        let repository = DataSourceProfileRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: expected) {
            try await repository.loadAll()
        }
        #expect(recorded.messages == ["Profile load failed: \(failure)"])
    }

    @Test(arguments: [CancellationError() as any Error, URLError(.cancelled)])
    func cancellationStaysCancellationAndIsNoFailure(failure: any Error) async {
        let recorded = RecordedLog()
        let repository = DataSourceProfileRepository(
            dataSource: FailingDataSource(error: failure), log: recorded.log)

        await #expect(throws: CancellationError.self) {
            try await repository.loadAll()
        }
        #expect(recorded.messages.isEmpty)
    }

    @Test func aRecordThatCannotBeAProfileIsInvalidData() async {
        let malformed = ProfileDTO(
            id: "not-a-uuid",
            name: Profile.sample.name,
            age: Profile.sample.age
        )
        let repository = DataSourceProfileRepository(
            dataSource: InMemoryProfileDataSource(records: [malformed]), log: RecordedLog().log)

        await #expect(throws: ProfileError.invalidData) {
            try await repository.loadAll()
        }
    }

    @Test func aRecordThatCannotBeAProfileIsLeftOutOfTheOthersAndRecorded() async throws {
        let malformed = ProfileDTO(
            id: "not-a-uuid",
            name: Profile.sample.name,
            age: Profile.sample.age
        )
        let recorded = RecordedLog()
        let records = [ProfileDTO(.sample), malformed, ProfileDTO(.otherSample)]
        let repository = DataSourceProfileRepository(
            dataSource: InMemoryProfileDataSource(records: records), log: recorded.log)

        #expect(try await repository.loadAll() == [.sample, .otherSample])
        let expected = "left out 1 of 3 Profile records: \(ProfileError.invalidData)"
        #expect(recorded.messages == [expected])
    }
}
