import Testing

@testable import DemoData

struct InMemoryStoreTests {
    private struct StoredSample: Equatable, Identifiable, Sendable {
        let id: Int
        let text: String
    }

    @Test func startsWithTheGivenRecords() async {
        let store = InMemoryStore(records: [StoredSample(id: 1, text: "first")])

        #expect(await store.all() == [StoredSample(id: 1, text: "first")])
    }

    @Test func keepsRecordsInTheOrderTheyWereFirstSaved() async {
        let store = InMemoryStore<StoredSample>()

        await store.upsert(StoredSample(id: 2, text: "second"))
        await store.upsert(StoredSample(id: 1, text: "first"))

        #expect(await store.all() == [StoredSample(id: 2, text: "second"), StoredSample(id: 1, text: "first")])
    }

    @Test func upsertReplacesTheRecordWithTheSameIdentifierInPlace() async {
        let store = InMemoryStore(records: [StoredSample(id: 1, text: "first"), StoredSample(id: 2, text: "second")])

        await store.upsert(StoredSample(id: 1, text: "edited"))

        #expect(await store.all() == [StoredSample(id: 1, text: "edited"), StoredSample(id: 2, text: "second")])
    }

    @Test func removeDropsOnlyTheRecordWithThatIdentifier() async {
        let store = InMemoryStore(records: [StoredSample(id: 1, text: "first"), StoredSample(id: 2, text: "second")])

        await store.remove(id: 1)

        #expect(await store.all() == [StoredSample(id: 2, text: "second")])
    }

    @Test func removingAnUnknownIdentifierKeepsEveryRecord() async {
        let store = InMemoryStore(records: [StoredSample(id: 1, text: "first")])

        await store.remove(id: 9)

        #expect(await store.all() == [StoredSample(id: 1, text: "first")])
    }
}
