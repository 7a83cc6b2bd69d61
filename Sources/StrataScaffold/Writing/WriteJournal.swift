import Foundation
import StrataJSON
import StrataKnowledge

/// `.strata/write-journal.json`: everything a write is about to do, written before it touches
/// anything else, so a run killed half-way can be undone (or finished) by the next one. Each
/// entry names the target, the staging file its new content goes to, and the backup its old
/// content is renamed to; all three are in the same folder, so every move is one rename(2).
struct WriteJournal: Codable, Equatable {
    static let fileName = "write-journal.json"
    static let path = ".strata/" + fileName
    /// Created once every file is in place: from then on an interrupted run is finished, not undone.
    static let committedMarker = ".strata/write-journal.committed"

    struct Entry: Codable, Equatable {
        var path: String
        /// Where the new content is staged; nil for a deletion.
        var staging: String?
        /// Where the current file is moved aside; nil when there is no current file.
        var backup: String?
        /// SHA-256 of the new content: a created file is removed on undo only while it still
        /// holds what this run wrote.
        var sha256: String?
    }

    var schemaVersion = 1
    /// The lock this run held: only the run that next opens that very lock file, still holding
    /// this nonce, may undo the write. Nil for a write made without the lock (tests).
    var lock: ProjectLock.Stamp?
    /// Folders this run creates, parents first.
    var createdFolders: [String]
    /// In commit order: the generation record last, so it never lists a file not yet in place.
    var entries: [Entry]

    /// A fresh, unguessable name beside `path`, recognisable as Strata's (`.Name.strata-<hex>.staging`).
    static func sidecar(of path: String, kind: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        // NAME_MAX is 255 bytes: 50 characters of at most 4 bytes leave room for the suffix.
        let name = String((path as NSString).lastPathComponent.prefix(50))
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        let token = String(repeating: "0", count: 16 - random.count) + random
        let file = ".\(name).strata-\(token).\(kind)"
        return folder.isEmpty ? file : folder + "/" + file
    }

    /// Whether `sidecar` is a name `sidecar(of: path, kind:)` could have produced.
    static func isSidecar(_ sidecar: String, of path: String, kind: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard (sidecar as NSString).deletingLastPathComponent == folder else { return false }
        let name = (sidecar as NSString).lastPathComponent
        let suffix = ".\(kind)"
        guard name.hasPrefix("."), name.hasSuffix(suffix), !name.contains("/") else { return false }
        let stem = name.dropFirst().dropLast(suffix.count)
        guard let marker = stem.range(of: ".strata-", options: .backwards) else { return false }
        let token = stem[marker.upperBound...]
        return token.count == 16 && token.allSatisfy(\.isHexDigit)
    }

    func encoded() -> Data {
        // Plain strings and numbers always encode.
        Data(((try? CanonicalJSONEncoder.encode(self)) ?? "").utf8)
    }

    /// Reads a journal, refusing one that names a path Strata would never write: a journal
    /// committed to a repository must not steer the repair of a run to other files.
    static func decode(_ text: String) throws(ScaffoldError) -> WriteJournal {
        let journal: WriteJournal
        do {
            journal = try StrictJSONDecoder().decode(WriteJournal.self, from: Data(text.utf8), file: path)
        } catch {
            throw .invalidJournal(reason: error.description)
        }
        for folder in journal.createdFolders {
            if let problem = ContainedPath.spellingProblem(of: folder) {
                throw .invalidJournal(reason: "folder '\(folder)': \(problem)")
            }
        }
        for entry in journal.entries {
            if let problem = ContainedPath.spellingProblem(of: entry.path) {
                throw .invalidJournal(reason: "'\(entry.path)': \(problem)")
            }
            if let staging = entry.staging, !isSidecar(staging, of: entry.path, kind: "staging") {
                throw .invalidJournal(reason: "'\(staging)' is not a staging file of \(entry.path)")
            }
            if let backup = entry.backup, !isSidecar(backup, of: entry.path, kind: "backup") {
                throw .invalidJournal(reason: "'\(backup)' is not a backup of \(entry.path)")
            }
        }
        return journal
    }
}
