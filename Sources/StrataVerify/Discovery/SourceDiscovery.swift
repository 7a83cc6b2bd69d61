import Foundation
import StrataCore

/// A Swift file found under the paths given to `strata verify`.
public struct SourceFileReference: Sendable, Hashable {
    /// Absolute path, for reading.
    public var absolutePath: String
    /// Relative to the project root, '/'-separated: what layer globs and excludes match.
    public var relativePath: String

    public init(absolutePath: String, relativePath: String) {
        self.absolutePath = absolutePath
        self.relativePath = relativePath
    }
}

/// Finds the Swift files to check. Walks folders itself (not `FileManager`'s enumerator) so that a
/// symbolic link looping back to a folder being walked is noticed and reported instead of followed
/// forever, and so excluded trees are never entered.
public struct SourceDiscovery: Sendable {
    public let projectRoot: String
    public let excluded: [Glob]
    /// `excluded` compiled once: every file and folder of the walk is looked up in it.
    private let excludedIndex: GlobIndex
    /// The root with a separator after it: what a path inside the project starts with.
    private let rootPrefix: String

    /// Folders that hold build products or other people's code, never the project's own sources.
    static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    public init(projectRoot: String, excluded: [Glob]) {
        self.projectRoot = SourceDiscovery.normalized(projectRoot)
        self.excluded = excluded
        excludedIndex = GlobIndex(excluded)
        rootPrefix = self.projectRoot == "/" ? "/" : self.projectRoot + "/"
    }

    public struct Result: Sendable {
        public var files: [SourceFileReference] = []
        public var problems: [InputProblem] = []
    }

    /// Every `.swift` file under `paths` (absolute), sorted by relative path, each once.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        // Paths are long and every file is added: a seeded byte hash, not SipHash.
        var seen = NameSet()
        for path in paths.map(SourceDiscovery.normalized) {
            var info = stat()
            guard stat(path, &info) == 0 else {
                if lstat(path, &info) == 0 {
                    result.problems.append(.unreadable(path: display(path), reason: "broken symbolic link"))
                } else {
                    result.problems.append(.missingPath(path: display(path)))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                var ancestors: Set<FileIdentity> = [FileIdentity(info)]
                // What a link found on the walk may lead to: the project, or the folder the user named.
                let boundaries = [projectRoot, path].compactMap(PathContainment.resolved)
                walk(path, ancestors: &ancestors, boundaries: boundaries, into: &result, seen: &seen)
            } else if path.hasSuffix(".swift") {
                add(path, to: &result, seen: &seen)
            }
        }
        result.files.sort { $0.relativePath < $1.relativePath }
        return result
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// Walks `folder`, following symbolic links that stay within `boundaries` (resolved paths): a
    /// link out of them is reported and never read, since a hostile repository could link a "Swift
    /// file" to a secret on the machine and findings print the lines they point at.
    private func walk(
        _ folder: String, ancestors: inout Set<FileIdentity>, boundaries: [String], into result: inout Result,
        seen: inout NameSet
    ) {
        guard let directory = opendir(folder) else {
            result.problems.append(.unreadable(path: display(folder), reason: String(cString: strerror(errno))))
            return
        }
        var entries: [(name: String, type: Int32)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != ".", name != ".." { entries.append((name, Int32(entry.pointee.d_type))) }
        }
        closedir(directory)
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            // A regular file, as the folder lists it, is no link and needs no `stat` of its own (a
            // path lookup per file); reading it opens and checks it again.
            if type == Int32(DT_REG) {
                if name.hasSuffix(".swift") { add(path, to: &result, seen: &seen) }
                continue
            }
            if isExcluded(path) { continue }
            let isFolder = type == Int32(DT_DIR)
            let mayBeLink = type == Int32(DT_LNK) || type == Int32(DT_UNKNOWN)
            let isSkippedFolderName = name.hasPrefix(".") || SourceDiscovery.skippedFolderNames.contains(name)
            if mayBeLink, !isSkippedFolderName, leadsOutside(path, of: boundaries) {
                if name.hasSuffix(".swift") || isDirectory(path) {
                    result.problems.append(.linksOutside(path: display(path)))
                }
                continue
            }
            var info = stat()
            guard stat(path, &info) == 0 else {
                // Code could hide in a Swift file or a folder that cannot be looked at (no
                // permission, a path too long for the system): say so rather than pass it by.
                let reason = errno
                if name.hasSuffix(".swift") || (isFolder && !isSkippedFolderName) || reason == ENAMETOOLONG {
                    result.problems.append(.unreadable(path: display(path), reason: String(cString: strerror(reason))))
                }
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                if isSkippedFolderName { continue }
                let identity = FileIdentity(info)
                guard ancestors.insert(identity).inserted else {
                    result.problems.append(.symlinkLoop(path: display(path)))
                    continue
                }
                walk(path, ancestors: &ancestors, boundaries: boundaries, into: &result, seen: &seen)
                ancestors.remove(identity)
            } else if name.hasSuffix(".swift"), (info.st_mode & S_IFMT) == S_IFREG {
                add(path, to: &result, seen: &seen)
            } else if name.hasSuffix(".swift") {
                // A FIFO, socket or device named like a source file: never read (a FIFO would hold
                // the run), and said, as when it is named on the command line.
                result.problems.append(.notRegularFile(path: display(path)))
            }
        }
    }

    /// Whether `path` is a symbolic link whose target, resolved, lies outside every boundary.
    private func leadsOutside(_ path: String, of boundaries: [String]) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK,
            let target = PathContainment.resolved(path)
        else { return false }
        return !boundaries.contains { PathContainment.relativePath(ofResolved: target, insideResolved: $0) != nil }
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        return excludedIndex.matchesAny(Glob.components(of: relativePath(of: path)))
    }

    /// Adds the Swift file at `path` unless it is excluded or already found: its relative path,
    /// which exclusion matches and the reference keeps, is cut once.
    private func add(_ path: String, to result: inout Result, seen: inout NameSet) {
        let relative = relativePath(of: path)
        guard excluded.isEmpty || !excludedIndex.matchesAny(Glob.components(of: relative)),
            seen.insert(path).inserted
        else { return }
        result.files.append(SourceFileReference(absolutePath: path, relativePath: relative))
    }

    /// Relative to the project root when inside it, else the absolute path.
    public func relativePath(of path: String) -> String {
        if path == projectRoot { return "." }
        // A path found on the walk starts with the root's own bytes: cut there, as dropping
        // characters would, unless what follows is not ASCII (a mark could join the separator).
        var text = path
        var prefix = rootPrefix
        let byBytes = text.withUTF8 { bytes in
            prefix.withUTF8 { prefix -> String? in
                guard bytes.count >= prefix.count, let base = bytes.baseAddress, let prefixBase = prefix.baseAddress,
                    memcmp(base, prefixBase, prefix.count) == 0,
                    bytes.count == prefix.count || bytes[prefix.count] < 0x80
                else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[prefix.count...]), as: UTF8.self)
            }
        }
        if let byBytes { return byBytes }
        return path.hasPrefix(rootPrefix) ? String(path.dropFirst(rootPrefix.count)) : path
    }

    private func display(_ path: String) -> String { relativePath(of: path) }

    /// An absolute path without `.`/`..` components or a trailing slash; symbolic links are kept,
    /// so reported paths are the ones the user typed.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
