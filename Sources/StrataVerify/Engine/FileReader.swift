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
            return .failure(.notRegularFile(path: displayPath))
        }
        // Read straight into the array, sized from fstat plus one byte so one call usually reaches
        // the end; a file that grew since fstat fills it, and the rest is read on in pieces as
        // large. No byte is touched one at a time, which unoptimised builds pay for on every file.
        var read = Fill()
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size) + 1, 4096)) { buffer, count in
            read = Fill(buffer, from: descriptor)
            count = read.count
        }
        while read.error == 0, !read.reachedEnd {
            bytes += [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                read = Fill(buffer, from: descriptor)
                count = read.count
            }
        }
        if read.error != 0 {
            return .failure(.unreadable(path: displayPath, reason: String(cString: strerror(read.error))))
        }
        if !isValidUTF8(bytes) { return .failure(.notUTF8(path: displayPath)) }
        return .success(bytes)
    }

    /// One buffer filled from a descriptor: as many bytes as it holds, or up to the end of the
    /// file, or up to an error.
    private struct Fill {
        var count = 0
        var reachedEnd = false
        var error: Int32 = 0

        init() {}

        init(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32) {
            guard let base = buffer.baseAddress else { return }
            while count < buffer.count {
                let read = Foundation.read(descriptor, base + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    error = errno
                    return
                }
                if read == 0 {
                    reachedEnd = true
                    return
                }
                count += read
            }
        }
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
