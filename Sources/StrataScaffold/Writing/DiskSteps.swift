import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls a write is made of, on paths relative to a checked root. Each one is
/// announced to the fault seam first, and fails as a `FileProblem` naming its file.
struct DiskSteps {
    let root: ContainedPath
    let faults: WriteFaults

    private func announce(_ step: WriteFaults.Step, path: String) throws(FileProblem) {
        do {
            try faults.beforeStep(step)
        } catch let failure as SystemCallFailure {
            throw FileProblem(path: path, code: failure.code)
        } catch {
            throw FileProblem(path: path, code: EIO)
        }
    }

    func createDirectory(_ path: String) throws(FileProblem) {
        try announce(.createDirectory(path), path: path)
        guard mkdir(root.absolute(path), 0o777) == 0 else { throw FileProblem(path: path, code: errno) }
    }

    /// Creates a file that must not exist yet: `O_EXCL` refuses an existing name (a link
    /// committed under a staging name included) and `O_NOFOLLOW` never writes through a link.
    /// `mode` is set exactly (a replaced file keeps its own); nil means the usual 0666 less the umask.
    func createFile(_ path: String, contents: Data, mode: mode_t? = nil) throws(FileProblem) {
        try announce(.write(path, bytes: contents.count), path: path)
        let descriptor = open(root.absolute(path), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw FileProblem(path: path, code: errno) }
        var failure: Int32?
        contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        // open's mode is reduced by the umask, fchmod's is not.
        if failure == nil, let mode, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(root.absolute(path))
            throw FileProblem(path: path, code: failure)
        }
    }

    /// rename(2) replaces `destination` atomically and never follows a link at either end.
    func rename(_ source: String, to destination: String) throws(FileProblem) {
        try announce(.rename(source, to: destination), path: destination)
        guard systemRename(root.absolute(source), root.absolute(destination)) == 0 else {
            throw FileProblem(path: destination, code: errno)
        }
    }

    /// Removes a file (or a link itself, never what it points to).
    func remove(_ path: String) throws(FileProblem) {
        try announce(.remove(path), path: path)
        guard unlink(root.absolute(path)) == 0 else { throw FileProblem(path: path, code: errno) }
    }

    /// Removes a folder if it is empty; a folder that is not empty is left, silently.
    func removeFolderIfEmpty(_ path: String) throws(FileProblem) {
        guard isFolder(path),
            (try? FileManager.default.contentsOfDirectory(atPath: root.absolute(path)))?.isEmpty == true
        else { return }
        try announce(.remove(path), path: path)
        guard rmdir(root.absolute(path)) == 0 || errno == ENOTEMPTY || errno == EEXIST else {
            throw FileProblem(path: path, code: errno)
        }
    }

    /// What `lstat` finds at `path`: nil when nothing is there.
    func status(_ path: String) -> stat? {
        var status = stat()
        return lstat(root.absolute(path), &status) == 0 ? status : nil
    }

    func exists(_ path: String) -> Bool { status(path) != nil }

    func isFolder(_ path: String) -> Bool { status(path).map { $0.st_mode & S_IFMT == S_IFDIR } ?? false }
}

/// rename(2) under another name: inside `DiskSteps`, `rename` is the method.
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
