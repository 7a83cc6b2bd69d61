import Foundation
import StrataCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A package root and the rule that keeps every write, delete and read below it: a path is
/// relative, has no `..`, does not enter `.git`, and every part of it that exists is checked
/// with `lstat`, so a symbolic link committed to a repository cannot lead Strata outside.
public struct ContainedPath: Sendable {
    /// The root with its own links resolved, so "inside" compares real paths.
    public let root: String

    public init(root url: URL) throws(ScaffoldError) {
        guard let real = realpath(url.path, nil) else {
            throw .writeFailed(file: url.path, cause: FileProblem.cause(of: errno), remaining: [])
        }
        defer { free(real) }
        root = String(cString: real)
    }

    /// Why `path` can never name a file of the package, or nil when its spelling is fine.
    /// Checked before looking at the disk, for paths from templates, records and journals.
    public static func spellingProblem(of path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") { return "it is an absolute path" }
        if path.contains("\0") { return "it contains a NUL byte" }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0 == ".." }) { return "it climbs out with '..'" }
        if parts.contains(where: { $0.isEmpty || $0 == "." }) { return "it has an empty or '.' part" }
        // Case-insensitive: on macOS `.GIT` is the same folder.
        if parts.contains(where: { $0.lowercased() == ".git" }) { return "it is inside .git" }
        return nil
    }

    /// The absolute path of `relative`, for system calls.
    public func absolute(_ relative: String) -> String { root + "/" + relative }

    /// Throws when `relative` is badly spelled, or when a part of it that exists is a symbolic
    /// link that leads outside the root, into `.git`, or nowhere. A link that stays inside is
    /// allowed: it is how some repositories share a folder.
    public func check(_ relative: String) throws(ScaffoldError) {
        if let problem = Self.spellingProblem(of: relative) { throw .unsafePath(path: relative, reason: problem) }
        var current = root
        var shown = ""
        for part in relative.split(separator: "/") {
            current += "/" + part
            shown += (shown.isEmpty ? "" : "/") + part
            var status = stat()
            guard lstat(current, &status) == 0 else {
                if errno == ENOENT { return }
                throw .unreadableFile(path: shown, cause: FileProblem.cause(of: errno))
            }
            guard status.st_mode & S_IFMT == S_IFLNK else { continue }
            guard let target = realpath(current, nil) else {
                throw .unsafePath(path: shown, reason: "it is a symbolic link that leads nowhere")
            }
            defer { free(target) }
            let resolved = String(cString: target)
            guard let inside = PathContainment.relativePath(ofResolved: resolved, insideResolved: root) else {
                throw .unsafePath(
                    path: shown, reason: "it is a symbolic link leading outside the package, to \(resolved)")
            }
            if inside.split(separator: "/").contains(where: { $0.lowercased() == ".git" }) {
                throw .unsafePath(path: shown, reason: "it is a symbolic link leading into .git")
            }
        }
    }

    /// The file at `relative`, or nil when there is none. Anything else that keeps it from
    /// being read — a folder, a FIFO, missing permission, bytes that are not UTF-8 — is an
    /// error: treating it as absent would let a write replace it.
    public func read(_ relative: String) throws(ScaffoldError) -> String? {
        try check(relative)
        let path = absolute(relative)
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw .unreadableFile(path: relative, cause: FileProblem.cause(of: errno))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .unreadableFile(path: relative, cause: FileProblem.cause(of: EISDIR))
        default: throw .unreadableFile(path: relative, cause: "it is not a regular file (a FIFO, socket or device)")
        }
        // O_NONBLOCK: a file swapped for a FIFO after the check must not hang the run.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadableFile(path: relative, cause: FileProblem.cause(of: errno)) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadableFile(path: relative, cause: FileProblem.cause(of: EIO))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: relative, cause: "it is not UTF-8 text")
        }
        return text
    }
}
