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
    /// The lock file's third line when the run holding it made `.strata/`. A run killed
    /// before releasing cannot remove the folder; this line hands that duty to the next run.
    static let madeFolderLine = "made .strata"

    /// Which file was locked and which run held it: a journal records its run's stamp, and the
    /// next run replays a journal only when the lock file it opens is that same file, still
    /// holding that run's nonce. A journal committed to a repository cannot know either.
    public struct Stamp: Codable, Equatable, Sendable {
        public var inode: UInt64
        public var device: UInt64
        public var nonce: String
    }

    private let descriptor: Int32
    private let lockPath: String
    private let bookkeepingFolder: String?
    /// What the file held when this run locked it: the stamp of a run that was killed holding it.
    public let previousStamp: Stamp?
    /// This run's nonce, written into the lock file.
    private let nonce: String

    private init(
        descriptor: Int32, lockPath: String, bookkeepingFolder: String?, previousStamp: Stamp?, nonce: String
    ) {
        self.descriptor = descriptor
        self.lockPath = lockPath
        self.bookkeepingFolder = bookkeepingFolder
        self.previousStamp = previousStamp
        self.nonce = nonce
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
            var existing = stat()
            let lockFileExisted = lstat(lockPath, &existing) == 0
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
                    let previousText = contents(of: descriptor)
                    let previous = stamp(holding: previousText, file: opened)
                    // A killed run's folder becomes this run's to remove: its lock file says it
                    // made the folder, or is empty because the run died right after creating it.
                    let inheritsFolder =
                        previousText.split(separator: "\n").dropFirst(2).contains(Substring(madeFolderLine))
                        || (lockFileExisted && previousText.isEmpty)
                    let ownedFolder = createdFolder ?? (inheritsFolder ? folder : nil)
                    let nonce = (0..<2).map { _ in String(UInt64.random(in: .min ... .max), radix: 16) }
                        .joined(separator: "-")
                    let text = "\(getpid())\n\(nonce)\n" + (ownedFolder == nil ? "" : madeFolderLine + "\n")
                    // Written over the old text, then cut to length: the file is never empty, so
                    // a kill here leaves the previous holder's lines readable.
                    _ = pwrite(descriptor, text, text.utf8.count, 0)
                    _ = ftruncate(descriptor, off_t(text.utf8.count))
                    return ProjectLock(
                        descriptor: descriptor, lockPath: lockPath, bookkeepingFolder: ownedFolder,
                        previousStamp: previous, nonce: nonce)
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
    /// removes `.strata/` again when this run (or a killed run it took over from) made it and nothing
    /// else is in it.
    ///
    /// While a journal remains (an undo the disk did not let finish), the file stays: the next
    /// run must lock this same file, holding this run's nonce, to be allowed to replay it.
    public func release() {
        let journal = (lockPath as NSString).deletingLastPathComponent + "/" + WriteJournal.fileName
        let leftOwnJournal = FileManager.default.contents(atPath: journal).map {
            String(decoding: $0, as: UTF8.self).contains("\"\(nonce)\"")
        }
        if leftOwnJournal != true { unlink(lockPath) }
        close(descriptor)
        if let bookkeepingFolder { rmdir(bookkeepingFolder) }
    }

    private static func isStillNamed(_ path: String, by descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0
            && opened.st_ino == named.st_ino && opened.st_dev == named.st_dev
    }

    /// The lock file's text: the holder's process id, then its run's nonce, a line each, then
    /// `madeFolderLine` when the holder is to remove `.strata/` once it is empty.
    private static func contents(of descriptor: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = pread(descriptor, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }

    private static func holderProcess(_ descriptor: Int32) -> Int? {
        contents(of: descriptor).split(separator: "\n").first.flatMap { Int($0) }
    }

    private static func stamp(holding text: String, file: stat) -> Stamp? {
        let lines = text.split(separator: "\n")
        guard lines.count >= 2, !lines[1].isEmpty else { return nil }
        return Stamp(inode: UInt64(file.st_ino), device: UInt64(file.st_dev), nonce: String(lines[1]))
    }

    /// The stamp of the run holding the lock at `root` now, read from the lock file; nil without one.
    static func currentStamp(in root: ContainedPath) -> Stamp? {
        let descriptor = open(root.absolute(path), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var file = stat()
        guard fstat(descriptor, &file) == 0, file.st_mode & S_IFMT == S_IFREG else { return nil }
        return stamp(holding: contents(of: descriptor), file: file)
    }
}
