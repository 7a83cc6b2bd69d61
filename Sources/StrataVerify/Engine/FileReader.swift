import Foundation

/// Reads a source file whole, telling apart the inputs that cannot be checked: unreadable or
/// not UTF-8. NUL bytes are valid UTF-8 and the compiler reads them as whitespace, so a file
/// holding them is read and checked (the lexer diagnoses them). Plain POSIX reads: `Data(contentsOf:)` costs more per file than
/// lexing a small one does.
public enum FileReader {
    public static func read(_ reference: SourceFileReference, displayPath: String) -> Result<[UInt8], InputProblem> {
        // Non-blocking, so a FIFO named like a source file cannot stall the run.
        let descriptor = open(reference.absolutePath, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(.unreadable(path: displayPath, reason: String(cString: strerror(errno))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            return .failure(.unreadable(path: displayPath, reason: String(cString: strerror(errno))))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(.unreadable(path: displayPath, reason: "not a regular file"))
        }
        // Read in chunks the size of the file (plus one byte, so one call usually reaches the end), into a buffer
        // copied over wholesale: a file that grew since fstat is still read whole, and no byte is touched one
        // at a time, which unoptimised builds pay for on every file verify reads.
        let chunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(Int(info.st_size) + 1, 4096))
        defer { chunk.deallocate() }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        while true {
            let count = Foundation.read(descriptor, chunk.baseAddress!, chunk.count)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(path: displayPath, reason: String(cString: strerror(errno))))
            }
            if count == 0 { break }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
        }
        if !isValidUTF8(bytes) { return .failure(.notUTF8(path: displayPath)) }
        return .success(bytes)
    }

    /// ASCII is checked in bulk; only files with other bytes pay for full validation.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        let isASCII = bytes.withUnsafeBytes { raw -> Bool in
            var combined: UInt64 = 0
            let words = raw.count / 8
            for index in 0..<words { combined |= raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
            for index in (words * 8)..<raw.count { combined |= UInt64(raw[index]) }
            return combined & 0x8080_8080_8080_8080 == 0
        }
        return isASCII || String(validating: bytes, as: UTF8.self) != nil
    }
}
