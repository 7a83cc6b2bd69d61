import Foundation

/// Each file's analysis from an earlier run, so a file that has not changed is neither read nor
/// lexed again: its file rules' findings, its line count and the facts the project rules read.
/// Project-wide work (the symbol table, layers, test coverage) is redone from these facts.
///
/// Never trusted blindly. The whole cache is refused when its digest does not match its bytes
/// (cut short, overwritten) or when it was made for other inputs (another build of Strata, other
/// knowledge, configuration or project rules, another root or working folder, other module
/// layers). An entry is used only for the same layer and test placement, the same factory owners
/// among its types, and the same content: same size, modification and change times and inode,
/// else the same content digest. Files with suppressions or input problems are never cached.
final class AnalysisCache: Sendable {
    /// What `stat` says of a file: any write changes the change time, which no one can set back.
    struct FileStatus: Equatable, Sendable {
        var size: Int
        var modified: timespec
        var changed: timespec
        var inode: UInt64
        var device: UInt64

        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            self.init(info)
        }

        init(_ info: stat) {
            size = Int(info.st_size)
            #if canImport(Darwin)
            modified = info.st_mtimespec
            changed = info.st_ctimespec
            #else
            modified = info.st_mtim
            changed = info.st_ctim
            #endif
            inode = UInt64(info.st_ino)
            device = UInt64(info.st_dev)
        }

        init(size: Int, modified: timespec, changed: timespec, inode: UInt64, device: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
            self.device = device
        }

        static func == (lhs: FileStatus, rhs: FileStatus) -> Bool {
            lhs.size == rhs.size && lhs.inode == rhs.inode && lhs.device == rhs.device
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }

        /// Written so recently that a write in the same clock tick could follow unseen (a file
        /// system with coarse times): such an entry is checked by its digest next time.
        var isRecent: Bool {
            let now = Int(Date().timeIntervalSince1970)
            return Int(max(modified.tv_sec, changed.tv_sec)) >= now - 2
        }
    }

    /// One file's analysis and what it was made from.
    struct Entry: Sendable {
        var path: String
        var status: FileStatus
        var digest: UInt64
        var checksDigest: Bool
        var layer: String?
        var isTest: Bool
        /// The file's non-protocol types: a source file keeps the factories of those tests name.
        var factoryCandidates: [String]
        /// The candidates tests named when it was analysed.
        var factoryOwners: [String]
        var body: Body

        enum Body: Sendable {
            /// Bytes of the loaded cache.
            case cached(Range<Int>)
            case fresh([UInt8])
        }
    }

    static let magic: UInt64 = 0x3143_4154_5341_5254  // "STRATAC1", little-endian
    /// Bump when the encoding of an entry or of an analysis changes.
    static let formatVersion: UInt64 = 1

    let bytes: [UInt8]
    let entries: [String: Entry]

    private init(bytes: [UInt8], entries: [String: Entry]) {
        self.bytes = bytes
        self.entries = entries
    }

    /// The cache at `path` when it is whole and made for `runKey`; nil otherwise.
    static func load(from path: String, runKey: String) -> AnalysisCache? {
        guard let bytes = readWhole(path), !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> AnalysisCache? in
            guard var reader = CacheHeader.reader(over: buffer, magic: magic, version: formatVersion) else {
                return nil
            }
            do {
                guard try reader.string() == runKey else { return nil }
                let count = try reader.count()
                var entries: [String: Entry] = [:]
                entries.reserveCapacity(count)
                for _ in 0..<count {
                    let entry = try readEntry(&reader)
                    entries[entry.path] = entry
                }
                guard reader.isAtEnd else { return nil }
                return AnalysisCache(bytes: bytes, entries: entries)
            } catch {
                return nil
            }
        }
    }

    /// The analysis an entry holds; without `decodingFacts`, its facts stay in the cache's bytes
    /// (see `Analysis.factsInCache`) until `facts(at:)` reads them; without `decodingFindings`, it
    /// holds no findings.
    func analysis(of entry: Entry, decodingFacts: Bool, decodingFindings: Bool) -> FileAnalyzer.Analysis? {
        guard case .cached(let range) = entry.body else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(UnsafeBufferPointer(rebasing: buffer[range]))
            guard
                let (analysis, factsBytes) = try? AnalysisCoding.read(
                    from: &reader, decodingFacts: decodingFacts, decodingFindings: decodingFindings),
                reader.isAtEnd
            else { return nil }
            var found = analysis
            found.factsInCache = factsBytes.map { range.lowerBound + $0.lowerBound..<range.lowerBound + $0.upperBound }
            return found
        }
    }

    /// The facts at `range` of the cache's bytes (see `analysis(of:decodingFacts:decodingFindings:)`).
    func facts(at range: Range<Int>) -> FileFacts? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(UnsafeBufferPointer(rebasing: buffer[range]))
            return try? AnalysisCoding.readFacts(from: &reader)
        }
    }

    /// The identifiers of the facts at `range` of the cache's bytes, the rest left unread.
    func identifiers(at range: Range<Int>) -> [String]? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = CacheReader(UnsafeBufferPointer(rebasing: buffer[range]))
            return try? AnalysisCoding.readIdentifiers(from: &reader)
        }
    }

    /// The cache file's bytes for `entries`; `previous` holds the bodies of those still cached.
    static func encode(_ entries: [Entry], runKey: String, previous: AnalysisCache?) -> [UInt8] {
        // The header's three words first, the checksum filled in at the end: the cache is written
        // once, not built and then copied behind a header.
        var writer = CacheWriter(capacity: 24 + entries.count * 2_048)
        CacheHeader.start(&writer, magic: magic, version: formatVersion)
        writer.string(runKey)
        writer.int(entries.count)
        for entry in entries {
            writer.string(entry.path)
            writer.int(entry.status.size)
            writer.int(entry.status.modified.tv_sec)
            writer.int(entry.status.modified.tv_nsec)
            writer.int(entry.status.changed.tv_sec)
            writer.int(entry.status.changed.tv_nsec)
            writer.word(entry.status.inode)
            writer.word(entry.status.device)
            writer.word(entry.digest)
            writer.bool(entry.checksDigest)
            writer.optionalString(entry.layer)
            writer.bool(entry.isTest)
            writer.strings(entry.factoryCandidates)
            writer.strings(entry.factoryOwners)
            switch entry.body {
            case .fresh(let body):
                writer.int(body.count)
                writer.raw(body)
            case .cached(let range):
                writer.int(range.count)
                writer.raw(previous?.bytes[range] ?? [])
            }
        }
        CacheHeader.seal(&writer)
        return writer.bytes
    }

    private static func readEntry(_ reader: inout CacheReader) throws(CacheReader.Malformed) -> Entry {
        let path = try reader.string()
        let status = FileStatus(
            size: try reader.int(), modified: timespec(tv_sec: try reader.int(), tv_nsec: try reader.int()),
            changed: timespec(tv_sec: try reader.int(), tv_nsec: try reader.int()), inode: try reader.word(),
            device: try reader.word())
        let digest = try reader.word()
        let checksDigest = try reader.bool()
        let layer = try reader.optionalString()
        let isTest = try reader.bool()
        let candidates = try reader.strings()
        let owners = try reader.strings()
        let body = try reader.skip(try reader.count())
        return Entry(
            path: path, status: status, digest: digest, checksDigest: checksDigest, layer: layer, isTest: isTest,
            factoryCandidates: candidates, factoryOwners: owners, body: .cached(body))
    }

    /// A regular file's whole content, never through a symbolic link; nil when it cannot be read whole.
    static func readWhole(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            while count < size {
                let read = Foundation.read(descriptor, base + count, size - count)
                if read < 0, errno == EINTR { continue }
                guard read > 0 else { return }
                count += read
            }
            complete = true
        }
        return complete || size == 0 ? bytes : nil
    }
}
