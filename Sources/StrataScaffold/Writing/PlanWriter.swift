import Foundation
import StrataCore
import StrataKnowledge

/// Applies a plan all-or-nothing, under SIGKILL and a full disk as well as ordinary errors:
///
/// 1. a journal listing every file, staging name, backup name and new folder is written first
///    (staged and renamed into place, so it is never seen half-written);
/// 2. new contents go to fresh, exclusively created staging files beside their targets;
/// 3. each current file is renamed to its backup and its staging file renamed into place,
///    the generation record last, so it never lists a file that is not there yet;
/// 4. a marker says the write is committed; backups, journal and marker are then removed.
///
/// A failure before the marker renames the backups back (never rewriting a file), removes
/// what was created, and says exactly what remains if anything does. A run killed at any
/// point is repaired from the journal by the next writing command (`ExclusiveWrite`).
public enum PlanWriter {
    /// Returns notes about leftovers that could not be cleaned after a successful write.
    @discardableResult
    public static func apply(_ plan: ScaffoldPlan, faults: WriteFaults = .none) throws(ScaffoldError) -> [String] {
        let changes = commitOrder(plan.effectiveChanges)
        guard !changes.isEmpty else { return [] }
        for change in changes {
            if let problem = ContainedPath.spellingProblem(of: change.path) {
                throw .unsafePath(path: change.path, reason: problem)
            }
            if change.path == WriteJournal.path || change.path == WriteJournal.committedMarker
                || change.path == ProjectLock.path
            {
                throw .unsafePath(path: change.path, reason: "Strata keeps its own bookkeeping there")
            }
        }
        let rootURL = URL(fileURLWithPath: plan.packageRoot)
        let createdRoot = try createRootIfMissing(rootURL)
        do {
            return try write(changes, root: try ContainedPath(root: rootURL), faults: faults)
        } catch {
            if createdRoot { rmdir(rootURL.path) }
            throw error
        }
    }

    private static func write(_ changes: [PlannedChange], root: ContainedPath, faults: WriteFaults)
        throws(ScaffoldError) -> [String]
    {
        for change in changes { try root.check(change.path) }
        let disk = DiskSteps(root: root, faults: faults)
        for change in changes where disk.isFolder(change.path) {
            throw .writeFailed(file: change.path, cause: FileProblem.cause(of: EISDIR), remaining: [])
        }
        let createdBookkeeping = !disk.exists(".strata")
        defer { if createdBookkeeping { try? disk.removeFolderIfEmpty(".strata") } }
        let journal = WriteJournal(
            lock: ProjectLock.currentStamp(in: root),
            createdFolders: missingFolders(for: changes, on: disk),
            entries: changes.map { change in
                WriteJournal.Entry(
                    path: change.path,
                    staging: change.contents.map { _ in WriteJournal.sidecar(of: change.path, kind: "staging") },
                    backup: disk.exists(change.path) ? WriteJournal.sidecar(of: change.path, kind: "backup") : nil,
                    sha256: change.contentsSHA256)
            })

        // The journal is staged and renamed into place, so a kill while it is written never
        // leaves half a journal, which no later run could read.
        let stagedJournal = WriteJournal.sidecar(of: WriteJournal.path, kind: "staging")
        do throws(FileProblem) {
            if createdBookkeeping { try disk.createDirectory(".strata") }
            if disk.exists(WriteJournal.path) { throw FileProblem(path: WriteJournal.path, code: EEXIST) }
            try disk.createFile(stagedJournal, contents: journal.encoded())
            try disk.rename(stagedJournal, to: WriteJournal.path)
        } catch {
            var remaining: [String] = []
            if disk.exists(stagedJournal) {
                do {
                    try disk.remove(stagedJournal)
                } catch {
                    remaining.append("the staged journal \(stagedJournal) is still there (\(error.cause))")
                }
            }
            throw .writeFailed(file: error.path, cause: error.cause, remaining: remaining)
        }
        do {
            for folder in journal.createdFolders { try disk.createDirectory(folder) }
            // A failure on a staging file or backup is reported on the file it stands for.
            for (entry, change) in zip(journal.entries, changes) {
                guard let staging = entry.staging, let contents = change.contents else { continue }
                try onTarget(entry) { () throws(FileProblem) in
                    try disk.createFile(staging, contents: Data(contents.utf8), mode: mode(of: change.path, on: disk))
                }
            }
            for entry in journal.entries {
                try onTarget(entry) { () throws(FileProblem) in
                    if let backup = entry.backup { try disk.rename(entry.path, to: backup) }
                    if let staging = entry.staging { try disk.rename(staging, to: entry.path) }
                }
            }
            try disk.createFile(WriteJournal.committedMarker, contents: Data())
        } catch {
            var remaining = JournalReplay.undo(journal, on: disk)
            if remaining.isEmpty {
                do {
                    try disk.remove(WriteJournal.path)
                } catch {
                    remaining.append("its journal \(WriteJournal.path) is still there (\(error.cause))")
                }
            }
            throw .writeFailed(file: error.path, cause: error.cause, remaining: remaining)
        }
        do {
            try JournalReplay.finish(journal, on: disk)
        } catch {
            // Every file is in place; the next writing command finishes the cleanup.
            return ["the files were written, but \(error.description); the next strata command cleans up"]
        }
        return []
    }

    private static func onTarget(_ entry: WriteJournal.Entry, _ step: () throws(FileProblem) -> Void)
        throws(FileProblem)
    {
        do {
            try step()
        } catch {
            throw FileProblem(path: entry.path, code: error.code)
        }
    }

    /// The generation record goes last: until it is renamed into place it still describes the
    /// files that are there.
    private static func commitOrder(_ changes: [PlannedChange]) -> [PlannedChange] {
        changes.filter { $0.path != GenerationRecord.path } + changes.filter { $0.path == GenerationRecord.path }
    }

    /// The folders the new files need that do not exist yet, parents first. `.strata` is not
    /// one of them: it holds the journal, so it is made before the journal is written.
    private static func missingFolders(for changes: [PlannedChange], on disk: DiskSteps) -> [String] {
        var missing: [String] = []
        for change in changes where change.contents != nil {
            var folder = ""
            for part in change.path.split(separator: "/").dropLast() {
                folder += (folder.isEmpty ? "" : "/") + part
                if folder != ".strata", !missing.contains(folder), !disk.exists(folder) { missing.append(folder) }
            }
        }
        return missing
    }

    /// A replaced file keeps its permissions (a read-only generated file stays read-only).
    private static func mode(of path: String, on disk: DiskSteps) -> mode_t? {
        guard let status = disk.status(path), status.st_mode & S_IFMT == S_IFREG else { return nil }
        return status.st_mode & 0o7777
    }

    /// A new package's folder. It is not journaled: it is where the journal lives.
    private static func createRootIfMissing(_ root: URL) throws(ScaffoldError) -> Bool {
        guard !FileManager.default.fileExists(atPath: root.path) else { return false }
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(file: root.path, cause: FileProblem.cause(of: error), remaining: [])
        }
        return true
    }
}
