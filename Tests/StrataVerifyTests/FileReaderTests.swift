import Foundation
import StrataTestSupport
import Testing

@testable import StrataVerify

/// A file is read whole into one array sized from its length: at sizes around the first read's
/// buffer, and for files whose length says less than they hold.
@Suite struct FileReaderTests {
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 100_003])
    func readsEveryByteOfAFile(size: Int) throws {
        let folder = try TemporaryDirectory()
        var random = SplitMix64(seed: UInt64(size))
        let bytes = (0..<size).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 26) }
        let url = folder.url("File.swift")
        try Data(bytes).write(to: url)
        let read = FileReader.read(
            SourceFileReference(absolutePath: url.path, relativePath: "File.swift"), displayPath: "File.swift")
        #expect(try read.get() == bytes)
    }

    #if os(Linux)
    /// Files under /proc report no length and hold more than the first read's buffer: the rest
    /// is read on until the end.
    @Test func readsOnPastTheReportedLength() throws {
        let path = "/proc/self/smaps"
        let read = try FileReader.read(
            SourceFileReference(absolutePath: path, relativePath: "smaps"), displayPath: "smaps"
        ).get()
        #expect(read.count > 4_096)
        #expect(read.last == UInt8(ascii: "\n"))
        #expect(
            String(decoding: read, as: UTF8.self).hasPrefix(
                String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)).prefix(16), as: UTF8.self)))
    }
    #endif
}
