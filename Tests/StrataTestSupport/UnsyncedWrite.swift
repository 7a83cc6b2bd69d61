import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Data {
    /// Writes the bytes to `url`, replacing a file there, and returns without waiting for the disk.
    ///
    /// Foundation's `write(to:)` syncs each file it writes to the disk before it returns. A test that lays out
    /// a package of fifty files waited on the disk fifty times, holding one of the few threads the tests run on
    /// while using no processor; a test's files live no longer than the test, so they need not outlive a crash.
    public func writeWithoutSyncing(to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.failure(writing: url) }
        var failure: Error?
        withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = writeToDescriptor(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.failure(writing: url)
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = Self.failure(writing: url) }
        if let failure { throw failure }
    }

    private static func failure(writing url: URL) -> Error {
        let code = errno
        return CocoaError(
            .fileWriteUnknown,
            userInfo: [
                NSFilePathErrorKey: url.path,
                NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
                NSLocalizedDescriptionKey: "could not write \(url.path): \(String(cString: strerror(code)))",
            ])
    }
}

/// The system's `write`, which `Data`'s own `write(to:)` hides inside its extension.
private func writeToDescriptor(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
