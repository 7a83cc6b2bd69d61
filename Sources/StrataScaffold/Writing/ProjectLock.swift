import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `.strata/lock`: one writing command at a time per project (a person's CLI run and an
/// agent's MCP call, say). An advisory `flock` rather than a lock file's mere existence,
/// because the system releases it when its process dies, even by SIGKILL: a crash never
/// leaves a project locked.
public final class ProjectLock: Sendable {
    public static let path = ".strata/lock"
    /// Long enough for another command's write to finish, short enough not to look hung.
    public static let defaultTimeout: TimeInterval = 5

    private let descriptor: Int32
    private let lockPath: String
    private let bookkeepingFolder: String?

    private init(descriptor: Int32, lockPath: String, bookkeepingFolder: String?) {
        self.descriptor = descriptor
        self.lockPath = lockPath
        self.bookkeepingFolder = bookkeepingFolder
    }

    /// Waits up to `timeout` for the lock, then fails naming the process that holds it.
    public static func acquire(in root: ContainedPath, timeout: TimeInterval = defaultTimeout) throws(ScaffoldError)
        -> ProjectLock
    {
        try root.check(path)
        let folder = root.absolute(".strata")
        var createdFolder: String?
        if mkdir(folder, 0o777) == 0 {
            createdFolder = folder
        } else if errno != EEXIST {
            throw .writeFailed(file: ".strata", cause: FileProblem.cause(of: errno), remaining: [])
        }
        let lockPath = root.absolute(path)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                // The holder removed the file (and maybe .strata) while releasing it: try again.
                if errno == ENOENT {
                    if mkdir(folder, 0o777) == 0 { createdFolder = folder }
                    continue
                }
                throw .writeFailed(file: path, cause: FileProblem.cause(of: errno), remaining: [])
            }
            // O_NOFOLLOW stops a symbolic link, not a hard one: a lock file with another name
            // is someone else's file, which writing the process id into would destroy.
            var opened = stat()
            if fstat(descriptor, &opened) == 0, opened.st_nlink == 0 {
                // The holder unlinked it while releasing: try again with a fresh file.
                close(descriptor)
                continue
            }
            guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_nlink == 1 else {
                close(descriptor)
                throw .unsafePath(
                    path: path,
                    reason: "it is not a file of its own (a hard link to another file, or not a regular file); "
                        + "remove \(path) and run again")
            }
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                // The holder unlinks the file on release; a lock on an unlinked file locks nothing.
                if isStillNamed(lockPath, by: descriptor) {
                    let pid = "\(getpid())\n"
                    _ = ftruncate(descriptor, 0)
                    _ = pwrite(descriptor, pid, pid.utf8.count, 0)
                    return ProjectLock(descriptor: descriptor, lockPath: lockPath, bookkeepingFolder: createdFolder)
                }
                close(descriptor)
                continue
            }
            let holder = holderProcess(descriptor)
            close(descriptor)
            guard Date() < deadline else { throw .locked(root: root.root, holder: holder) }
            usleep(50_000)
        }
    }

    /// Unlinks the file while still holding the lock, so a waiter never locks a stale file, and
    /// removes `.strata/` again when this lock created it and nothing else is in it.
    public func release() {
        unlink(lockPath)
        close(descriptor)
        if let bookkeepingFolder { rmdir(bookkeepingFolder) }
    }

    private static func isStillNamed(_ path: String, by descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0
            && opened.st_ino == named.st_ino && opened.st_dev == named.st_dev
    }

    private static func holderProcess(_ descriptor: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer[0..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
