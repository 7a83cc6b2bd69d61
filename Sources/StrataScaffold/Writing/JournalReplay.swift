import Foundation
import StrataCore
import StrataJSON
import StrataKnowledge

/// Undoing or finishing the write a journal describes: right away when a step fails, and on
/// the next run when the process was killed. Every step checks the disk first, so replaying a
/// journal twice (a repair that was itself interrupted) does no harm.
enum JournalReplay {
    /// Puts the tree back as it was before the write. Returns what could not be put back, as
    /// "file: cause" lines; empty when the tree is exactly as before.
    static func undo(_ journal: WriteJournal, on disk: DiskSteps) -> [String] {
        var remaining: [String] = []
        // Each leftover is said as what it is, so a person can finish by hand if need be.
        for entry in journal.entries.reversed() {
            if let backup = entry.backup, disk.exists(backup) {
                do {
                    try disk.rename(backup, to: entry.path)
                } catch {
                    remaining.append("the old \(entry.path) is still at \(backup) (\(error.cause))")
                }
            } else if entry.backup == nil, let staging = entry.staging, !disk.exists(staging),
                stillHoldsWhatWasWritten(entry, on: disk)
            {
                do {
                    try disk.remove(entry.path)
                } catch {
                    remaining.append("the new \(entry.path) is still there (\(error.cause))")
                }
            }
            if let staging = entry.staging, disk.exists(staging) {
                do {
                    try disk.remove(staging)
                } catch {
                    remaining.append("the staging file \(staging) is still there (\(error.cause))")
                }
            }
        }
        for folder in journal.createdFolders.reversed() {
            do {
                try disk.removeFolderIfEmpty(folder)
            } catch {
                remaining.append("the new folder \(folder) is still there (\(error.cause))")
            }
        }
        return remaining
    }

    /// Completes a write whose files are all in place: removes the backups, the folders its
    /// deletions emptied, then the journal and, last, the marker that said it was committed.
    static func finish(_ journal: WriteJournal, on disk: DiskSteps) throws(FileProblem) {
        for entry in journal.entries {
            if let backup = entry.backup, disk.exists(backup) { try disk.remove(backup) }
            if let staging = entry.staging, disk.exists(staging) { try disk.remove(staging) }
        }
        // A feature's folders, emptied by removing it, would otherwise stay behind.
        var emptied: Set<String> = []
        for entry in journal.entries where entry.staging == nil {
            var folder = (entry.path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                emptied.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        for folder in emptied.sorted(by: { $0.count > $1.count }) { try disk.removeFolderIfEmpty(folder) }
        // The journal goes before the marker: a marker alone is harmless, a journal alone
        // would have the next run undo a finished write.
        try disk.remove(WriteJournal.path)
        try disk.remove(WriteJournal.committedMarker)
    }

    /// Repairs the tree after a run that was killed: finishes it if it had committed, undoes it
    /// otherwise. Returns a sentence saying what was done, or nil when there was nothing to do.
    ///
    /// An unfinished write is undone only when `lock` (this run's, just taken) was taken over
    /// from the very run the journal names: a journal a repository commits (or one copied from
    /// another machine) would otherwise delete or replace whatever files it lists. Finishing a
    /// committed write only removes Strata's own sidecar files, so it needs no such proof.
    static func recover(on disk: DiskSteps, lock: ProjectLock.Stamp?) throws(ScaffoldError) -> String? {
        try removeStagedJournals(on: disk)
        let committed = disk.exists(WriteJournal.committedMarker)
        guard let text = try disk.root.read(WriteJournal.path) else {
            if committed {
                do {
                    try disk.remove(WriteJournal.committedMarker)
                } catch {
                    throw .writeFailed(file: error.path, cause: error.cause, remaining: [WriteJournal.committedMarker])
                }
            }
            return nil
        }
        // Text that is not JSON at all is a journal cut short while it was written, by an earlier
        // version that wrote it in place: nothing else had been touched yet, so it only goes.
        if (try? JSON.parse(text)) == nil {
            do {
                try disk.remove(WriteJournal.path)
                if committed { try disk.remove(WriteJournal.committedMarker) }
            } catch {
                throw .interruptedRunNotRepaired(remaining: [error.description])
            }
            return "removed a journal cut short by an interrupted strata run; nothing else had been written yet"
        }
        let journal = try WriteJournal.decode(text)
        // A journal committed to a repository must not lead the repair through a link.
        for path in journal.createdFolders
            + journal.entries.flatMap({ [$0.path, $0.staging, $0.backup].compactMap { $0 } })
        {
            try disk.root.check(path)
        }
        if committed {
            do {
                try finish(journal, on: disk)
            } catch {
                throw .interruptedRunNotRepaired(remaining: [error.description])
            }
            return "finished an interrupted strata run: \(journal.entries.count) file(s) were already in place; "
                + "removed its backups"
        }
        guard let recorded = journal.lock, recorded == lock else {
            throw .foreignJournal(
                reason: journal.lock == nil
                    ? "it names no lock of a run" : "no run on this machine was interrupted while writing it")
        }
        let remaining = undo(journal, on: disk)
        guard remaining.isEmpty else { throw .interruptedRunNotRepaired(remaining: remaining) }
        do {
            try disk.remove(WriteJournal.path)
        } catch {
            throw .interruptedRunNotRepaired(remaining: [error.description])
        }
        return "undid an interrupted strata run: its \(journal.entries.count) change(s) were taken back"
    }

    /// A journal still being staged when its run was stopped: nothing else had been written yet.
    private static func removeStagedJournals(on disk: DiskSteps) throws(ScaffoldError) {
        let folder = (WriteJournal.path as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: disk.root.absolute(folder))) ?? []
        for name in names.sorted()
        where WriteJournal.isSidecar(folder + "/" + name, of: WriteJournal.path, kind: "staging") {
            do {
                try disk.remove(folder + "/" + name)
            } catch {
                throw .interruptedRunNotRepaired(remaining: [error.description])
            }
        }
    }

    /// A file this run created is removed on undo only while it holds what the run wrote; one
    /// edited since (after a kill, before the repair) is kept.
    private static func stillHoldsWhatWasWritten(_ entry: WriteJournal.Entry, on disk: DiskSteps) -> Bool {
        guard let expected = entry.sha256, let text = try? disk.root.read(entry.path) else { return false }
        return SHA256.hexDigest(of: Array(text.utf8)) == expected
    }
}
