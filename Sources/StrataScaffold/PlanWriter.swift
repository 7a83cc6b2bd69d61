import Foundation

/// Applies a plan all-or-nothing: every new content is first written next to its target,
/// then moved into place; if anything fails, what was already moved is put back, so a failed
/// run leaves the tree exactly as it was.
public enum PlanWriter {
    public static func apply(_ plan: ScaffoldPlan, fileManager: FileManager = .default) throws(ScaffoldError) {
        let root = URL(fileURLWithPath: plan.packageRoot)
        let changes = plan.effectiveChanges
        var staged: [(change: PlannedChange, staging: URL)] = []
        var createdDirectories: [URL] = []
        defer { for entry in staged { try? fileManager.removeItem(at: entry.staging) } }

        do {
            for change in changes {
                let target = root.appendingPathComponent(change.path)
                guard let contents = change.contents else { continue }
                createdDirectories += try createDirectories(for: target, fileManager: fileManager)
                let staging = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).strata-staging")
                try Data(contents.utf8).write(to: staging)
                staged.append((change, staging))
            }
        } catch {
            removeEmpty(createdDirectories, fileManager: fileManager)
            throw .writeFailed(path: plan.packageRoot, reason: error.localizedDescription)
        }

        var committed: [PlannedChange] = []
        do {
            for change in changes {
                let target = root.appendingPathComponent(change.path)
                if let entry = staged.first(where: { $0.change.path == change.path }) {
                    // rename(2) replaces an existing target atomically.
                    guard rename(entry.staging.path, target.path) == 0 else {
                        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
                    }
                } else {
                    try fileManager.removeItem(at: target)
                }
                committed.append(change)
            }
        } catch {
            rollBack(committed, root: root, fileManager: fileManager)
            removeEmpty(createdDirectories, fileManager: fileManager)
            throw .writeFailed(path: plan.packageRoot, reason: error.localizedDescription)
        }
        removeDirectoriesEmptiedByDeletion(changes, root: root, fileManager: fileManager)
    }

    private static func createDirectories(for file: URL, fileManager: FileManager) throws -> [URL] {
        var missing: [URL] = []
        var directory = file.deletingLastPathComponent()
        while !fileManager.fileExists(atPath: directory.path) {
            missing.append(directory)
            directory = directory.deletingLastPathComponent()
        }
        try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        return missing
    }

    private static func rollBack(_ committed: [PlannedChange], root: URL, fileManager: FileManager) {
        for change in committed.reversed() {
            let target = root.appendingPathComponent(change.path)
            if let previous = change.previousContents {
                try? Data(previous.utf8).write(to: target)
            } else {
                try? fileManager.removeItem(at: target)
            }
        }
    }

    /// Directories are removed deepest first, and only while empty.
    private static func removeEmpty(_ directories: [URL], fileManager: FileManager) {
        for directory in directories.sorted(by: { $0.path.count > $1.path.count }) {
            if (try? fileManager.contentsOfDirectory(atPath: directory.path))?.isEmpty == true {
                try? fileManager.removeItem(at: directory)
            }
        }
    }

    /// After deleting a feature's files its folders are empty; leaving them would keep the
    /// tree from returning to what it was before the feature was added.
    private static func removeDirectoriesEmptiedByDeletion(
        _ changes: [PlannedChange], root: URL, fileManager: FileManager
    ) {
        var candidates: Set<String> = []
        for change in changes where change.action == .delete {
            var directory = (change.path as NSString).deletingLastPathComponent
            while !directory.isEmpty {
                candidates.insert(directory)
                directory = (directory as NSString).deletingLastPathComponent
            }
        }
        removeEmpty(candidates.map { root.appendingPathComponent($0) }, fileManager: fileManager)
    }
}
