import Foundation
import StrataTestSupport
import Testing

@testable import StrataScaffold

/// The journal is the first thing a write puts down; a kill while it was being written left a
/// torn file that blocked every later write, with a hint saying no run had been interrupted.
@Suite struct JournalAtomicityTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    var plan: ScaffoldPlan {
        ScaffoldPlan(
            packageRoot: folder.url.path,
            changes: [PlannedChange(path: "Sources/A.swift", layer: "domain", contents: "a\n", previousContents: nil)])
    }

    /// The journal appears in one rename, never as a file being filled.
    @Test func theJournalIsPutInPlaceWhole() throws {
        let log = StepLog()
        _ = try ExclusiveWrite.run(in: folder.url) { try PlanWriter.apply(plan, faults: .recording(into: log)) }
        let journalSteps = log.steps.filter { step in
            switch step {
            case .write(let path, _): path == WriteJournal.path
            case .rename(_, let destination): destination == WriteJournal.path
            default: false
            }
        }
        guard case .rename(let staging, _) = journalSteps.first, journalSteps.count == 1 else {
            Issue.record("the journal was not renamed into place: \(journalSteps)")
            return
        }
        #expect(staging.hasPrefix(".strata/.write-journal.json.strata-"), "\(staging)")
        #expect(try folder.read("Sources/A.swift") == "a\n")
    }

    /// A journal cut short (by a kill in an earlier version) describes a write that had not
    /// touched anything yet: the next run removes it, says so, and writes.
    @Test func aTornJournalIsRecognisedAndCleared() throws {
        _ = try folder.write(#"{"createdFolders": [], "entries": [{"path": "Sour"#, to: WriteJournal.path)
        var notes: [String] = []
        let plan = plan
        _ = try ExclusiveWrite.run(in: folder.url, report: { notes.append($0) }, { try PlanWriter.apply(plan) })
        #expect(notes.contains { $0.contains("cut short") }, "\(notes)")
        #expect(try folder.read("Sources/A.swift") == "a\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(WriteJournal.path).path))
    }
}
