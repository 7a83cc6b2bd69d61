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

    /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no
    /// surrogates, nothing past U+10FFFF), as `String(validating:)` judges them. Every file is
    /// checked, and the standard library's check reads byte by byte: here ASCII goes eight bytes
    /// at a time, and a file's few other characters are checked where they stand.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count,
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
                {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                let second: ClosedRange<UInt8>
                switch lead {
                case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
                case 0xE0: (length, second) = (3, 0xA0...0xBF)
                case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
                case 0xED: (length, second) = (3, 0x80...0x9F)
                case 0xF0: (length, second) = (4, 0x90...0xBF)
                case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
                case 0xF4: (length, second) = (4, 0x80...0x8F)
                default: return false
                }
                guard index + length <= count, second.contains(buffer[index + 1]) else { return false }
                for offset in 2..<length where !(0x80...0xBF).contains(buffer[index + offset]) { return false }
                index += length
            }
            return true
        }
    }
}
