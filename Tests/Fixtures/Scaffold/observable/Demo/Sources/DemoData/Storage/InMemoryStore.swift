/// Keeps records in memory, in the order they were first saved.
///
/// Each feature's in-memory data source keeps its records here, so every feature works before the app has a
/// server or a database. It is an actor because view models on the main actor and background work may reach the
/// same records at once.
actor InMemoryStore<Record: Identifiable & Sendable> where Record.ID: Sendable {
    private var records: [Record]

    init(records: [Record] = []) {
        self.records = records
    }

    func all() -> [Record] {
        records
    }

    /// Replaces the record with the same identifier, or appends the record when there is none.
    func upsert(_ record: Record) {
        if let index = records.firstIndex(where: { $0.id == record.id }) {
            records[index] = record
        } else {
            records.append(record)
        }
    }

    /// Removing an identifier that is not stored is not an error: the outcome the caller wants already holds.
    func remove(id: Record.ID) {
        records.removeAll { $0.id == id }
    }
}
