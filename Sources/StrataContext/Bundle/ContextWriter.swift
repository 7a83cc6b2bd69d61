import Foundation
import StrataCore
import StrataJSON
import StrataKnowledge

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Plans writing a bundle into a project, or compares the project with it for `--check`.
///
/// Only files whose bytes differ are written, so a second run touches nothing; files Strata
/// generated earlier that the bundle no longer holds (a layer renamed, a template removed) are
/// removed, or reported by `--check`, instead of lingering with stale rules.
public struct ContextWriter {
    public enum Change: Equatable, Sendable {
        case created(String)
        case updated(String)
        /// A team's file that keeps its text and gains Strata's: a root instruction file's marked
        /// section, or Strata's entry in a shared MCP configuration.
        case merged(String)
        case unchanged(String)
        case removed(String)
    }

    /// A committed file that differs from what Strata would write now.
    public enum Drift: Equatable, Sendable {
        case missing(path: String)
        case changed(path: String, diff: String)
        case leftover(path: String)

        public var path: String {
            switch self {
            case .missing(let path), .changed(let path, _), .leftover(let path): path
            }
        }
    }

    public let root: URL
    private let fileManager = FileManager.default

    public init(root: URL) {
        self.root = root
    }

    /// What writing a bundle does: every file's change, and the files to write or remove.
    public struct Plan: Equatable, Sendable {
        public var changes: [Change]
        public var writes: [FileWrite]
    }

    /// One file a write creates, replaces or removes (`contents` nil), with what it holds now.
    public struct FileWrite: Equatable, Sendable {
        public var path: String
        public var contents: String?
        public var previousContents: String?
    }

    /// Works out which files differ from the bundle and which leftovers go, without writing: the
    /// front end applies the writes in one all-or-nothing step (the scaffolding commands' writer:
    /// checked paths, a journal, undo by rename), so a full disk or a kill never leaves half a
    /// bundle, and the renderer needs nothing of scaffolding.
    public func plan(_ bundle: ContextBundle) throws(ContextError) -> Plan {
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: root.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .unwritable(path: root.path, reason: "it is a file, not a folder")
        }
        var plan = Plan(changes: [], writes: [])
        for file in bundle.files {
            let current = try currentText(of: file.path)
            let desired = try file.desiredText(current: current)
            if current == desired {
                plan.changes.append(.unchanged(file.path))
                continue
            }
            let keepsTheTeamsText = current != nil && (file.sharedEntry != nil || desired != file.text)
            plan.changes.append(
                current == nil ? .created(file.path) : keepsTheTeamsText ? .merged(file.path) : .updated(file.path))
            plan.writes.append(FileWrite(path: file.path, contents: desired, previousContents: current))
        }
        for path in leftovers(of: bundle) {
            plan.changes.append(.removed(path))
            plan.writes.append(FileWrite(path: path, contents: nil, previousContents: nil))
        }
        return plan
    }

    public func check(_ bundle: ContextBundle) -> [Drift] {
        var drifts: [Drift] = []
        for file in bundle.files {
            do {
                guard let current = try currentText(of: file.path) else {
                    drifts.append(.missing(path: file.path))
                    continue
                }
                let desired = try file.desiredText(current: current)
                if current != desired {
                    drifts.append(
                        .changed(
                            path: file.path,
                            diff: Self.shortDiff(committed: current, generated: desired, path: file.path)))
                }
            } catch {
                drifts.append(.changed(path: file.path, diff: error.description))
            }
        }
        return drifts + leftovers(of: bundle).map { Drift.leftover(path: $0) }
    }

    /// At most `maxLines` lines of unified diff: enough to see what drifted, short enough for a CI log.
    static func shortDiff(committed: String, generated: String, path: String, maxLines: Int = 12) -> String {
        let diff = LineDiff.unified(
            old: committed, new: generated, oldName: "\(path) (committed)", newName: "\(path) (strata context)",
            context: 1)
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast(diff.hasSuffix("\n") ? 1 : 0)
        guard lines.count > maxLines else { return lines.joined(separator: "\n") }
        return (lines.prefix(maxLines) + ["… \(lines.count - maxLines) more diff lines"]).joined(separator: "\n")
    }

    /// Generated files in the selected agents' folders that the bundle does not contain, and
    /// nested AGENTS.md files the last run recorded in context.json that this one does not write
    /// (a layer moved, or its folder no longer exists).
    private func leftovers(of bundle: ContextBundle) -> [String] {
        let expected = Set(bundle.files.map(\.path))
        let inFolders = bundle.ownedFolders.flatMap { folder -> [String] in
            let names = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.sorted().map { folder + "/" + $0 }
        }
        let nested = bundle.agents.contains(.agents) ? recordedNestedFiles() : []
        return (inFolders + nested).filter { path in
            guard !expected.contains(path),
                let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            else { return false }
            return ContextBundle.hasProvenance(text)
        }
    }

    /// What a file of the bundle holds now; nil when there is none. A file that is there but is not
    /// UTF-8 text (UTF-16, Latin-1), cannot be read, or is not a regular file (a FIFO would block
    /// the read) is the team's in a form Strata cannot merge into, so it stops the run unread.
    func currentText(of path: String) throws(ContextError) -> String? {
        let url = root.appendingPathComponent(path)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw .unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadable(path: path, reason: "it is a folder, not a file")
        default: throw .unreadable(path: path, reason: "it is not a regular file (a FIFO, socket or device)")
        }
        guard let data = try? Data(contentsOf: url) else {
            throw .unreadable(path: path, reason: "it cannot be read; check its permissions")
        }
        guard !data.contains(0), let text = String(validating: data, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    static func isNestedAgentsFile(_ path: String) -> Bool {
        path.hasSuffix("/" + ContextRenderer.nestedFileName)
    }

    /// The nested AGENTS.md paths the bundle on disk lists in its context.json, kept to paths that
    /// stay inside the project, since the file may have been edited by anyone.
    private func recordedNestedFiles() -> [String] {
        let file = root.appendingPathComponent(ContextRenderer.contextJSONPath)
        guard let text = try? String(contentsOf: file, encoding: .utf8), let json = try? JSON.parse(text),
            let files = json["files"]?.arrayValue
        else { return [] }
        return files.compactMap { $0["path"]?.stringValue }.filter { path in
            Self.isNestedAgentsFile(path) && !path.hasPrefix("/")
                && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
        }.sorted()
    }
}
