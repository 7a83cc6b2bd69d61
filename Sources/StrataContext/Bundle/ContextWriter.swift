import Foundation
import StrataCore
import StrataDiagnostics
import StrataKnowledge

/// Plans writing a bundle into a project, or compares the project with it for `--check`.
///
/// Only files whose bytes differ are written, so a second run touches nothing; files Strata
/// generated earlier that the bundle no longer holds (a layer renamed, a template removed) are
/// removed, or reported by `--check`, instead of lingering with stale rules.
public struct ContextWriter {
    public enum Change: Equatable, Sendable {
        case created(String)
        case updated(String)
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
            let current = try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8)
            if let current, Self.isNestedAgentsFile(file.path), !current.contains(ContextBundle.provenanceMarker) {
                throw .notGenerated(path: file.path)
            }
            let desired = try file.desiredText(current: current)
            if current == desired {
                plan.changes.append(.unchanged(file.path))
                continue
            }
            plan.changes.append(current == nil ? .created(file.path) : .updated(file.path))
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
            guard let current = try? String(contentsOf: root.appendingPathComponent(file.path), encoding: .utf8) else {
                drifts.append(.missing(path: file.path))
                continue
            }
            let desired: String
            do {
                desired = try file.desiredText(current: current)
            } catch {
                drifts.append(.changed(path: file.path, diff: error.description))
                continue
            }
            if current != desired {
                drifts.append(
                    .changed(
                        path: file.path, diff: Self.shortDiff(committed: current, generated: desired, path: file.path)))
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
            return text.contains(ContextBundle.provenanceMarker)
        }
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
