import Testing

@testable import DemoData

struct InMemoryStoreTests {
    private struct Note: Equatable, Identifiable, Sendable {
        let id: Int
        let text: String
    }

    @Test func startsWithTheGivenRecords() async {
        let store = InMemoryStore(records: [Note(id: 1, text: "first")])

        #expect(await store.all() == [Note(id: 1, text: "first")])
    }

    @Test func keepsRecordsInTheOrderTheyWereFirstSaved() async {
        let store = InMemoryStore<Note>()

        await store.upsert(Note(id: 2, text: "second"))
        await store.upsert(Note(id: 1, text: "first"))

        #expect(await store.all() == [Note(id: 2, text: "second"), Note(id: 1, text: "first")])
    }

    @Test func upsertReplacesTheRecordWithTheSameIdentifierInPlace() async {
        let store = InMemoryStore(records: [Note(id: 1, text: "first"), Note(id: 2, text: "second")])

        await store.upsert(Note(id: 1, text: "edited"))

        #expect(await store.all() == [Note(id: 1, text: "edited"), Note(id: 2, text: "second")])
    }

    @Test func removeDropsOnlyTheRecordWithThatIdentifier() async {
        let store = InMemoryStore(records: [Note(id: 1, text: "first"), Note(id: 2, text: "second")])

        await store.remove(id: 1)

        #expect(await store.all() == [Note(id: 2, text: "second")])
    }

    @Test func removingAnUnknownIdentifierKeepsEveryRecord() async {
        let store = InMemoryStore(records: [Note(id: 1, text: "first")])

        await store.remove(id: 9)

        #expect(await store.all() == [Note(id: 1, text: "first")])
    }
}
