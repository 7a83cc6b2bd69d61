import Foundation

/// What a front end asks of the analysis cache: that there is one, and what, besides the engine's
/// own inputs, changes a file's analysis (see `StrataProject.analysisCacheSettings`).
public struct AnalysisCacheSettings: Sendable {
    /// The knowledge, the configuration and the project rules in effect, as a key.
    public var inputs: String

    public init(inputs: String) {
        self.inputs = inputs
    }
}

/// Where a project keeps its analysis cache: `.build/strata/analysis-cache`, beside SwiftPM's build
/// products, in a folder whose own `.gitignore` ignores everything in it, so git never lists it
/// whatever the project's `.gitignore` says. Safe to delete at any time. Written to a temporary
/// file and renamed into place, so two runs at once each leave a whole cache; never through a
/// symbolic link, so never outside the project.
struct AnalysisCacheStore: Sendable {
    static let folder = ".build/strata"
    static let fileName = "analysis-cache"

    let root: String

    var path: String { path(of: Self.fileName) }

    /// Where the cache folder's file of this name is.
    func path(of fileName: String) -> String { root + "/" + Self.folder + "/" + fileName }

    /// Whether `root` is a project's folder, the only kind a cache is kept in: one holding
    /// strata.json, a `.strata/` overlay, Package.swift or an Xcode project or workspace. Any
    /// other folder `verify` is pointed at (downloads, a home folder, `/`) is checked cold and
    /// left as it was.
    static func isProjectRoot(_ root: String) -> Bool {
        for marker in ["strata.json", ".strata", "Package.swift"] {
            var info = stat()
            if lstat(root + "/" + marker, &info) == 0 { return true }
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return false }
        return names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    func load(runKey: String) -> AnalysisCache? {
        AnalysisCache.load(from: path, runKey: runKey)
    }

    /// Writes the cache (or, named, another file of the cache folder) if it can; a project it cannot
    /// write to (read-only, sandboxed) keeps none.
    func save(_ bytes: [UInt8], as fileName: String = Self.fileName) {
        var folder = root
        for component in Self.folder.split(separator: "/") {
            folder += "/" + component
            guard Self.isRealFolder(folder, creating: true) else { return }
        }
        let ignore = folder + "/.gitignore"
        let ignoreDescriptor = open(ignore, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if ignoreDescriptor >= 0 {
            let text = Array("# Strata's analysis cache: safe to delete, never committed.\n*\n".utf8)
            _ = text.withUnsafeBytes { write(ignoreDescriptor, $0.baseAddress, $0.count) }
            close(ignoreDescriptor)
        }
        let temporary = folder + "/\(fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var written = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
        close(descriptor)
        guard written == bytes.count, rename(temporary, folder + "/" + fileName) == 0 else {
            unlink(temporary)
            return
        }
    }

    /// Whether `path` is a folder and not a link to one, made when absent.
    private static func isRealFolder(_ path: String, creating: Bool) -> Bool {
        var info = stat()
        if lstat(path, &info) != 0 {
            guard creating, errno == ENOENT else { return false }
            if mkdir(path, 0o755) != 0, errno != EEXIST { return false }
            return isRealFolder(path, creating: false)
        }
        return (info.st_mode & S_IFMT) == S_IFDIR
    }
}

extension AnalysisCacheSettings {
    /// The key a cache must have been written under to be read: the cache format, this build of
    /// Strata (its executable's size, times and inode: a rebuilt rule is another build whatever
    /// the version says), the front end's inputs, and what the engine derives from the project
    /// before analysing a file. Nil when the executable cannot be identified: no cache then.
    func runKey(root: String, workingDirectory: String, moduleLayers: ModuleLayers) -> String? {
        guard let executable = Bundle.main.executablePath,
            let build = AnalysisCache.FileStatus(path: executable)
        else { return nil }
        var key = CacheWriter()
        key.word(AnalysisCache.formatVersion)
        key.string(executable)
        key.int(build.size)
        key.int(build.modified.tv_sec)
        key.int(build.modified.tv_nsec)
        key.word(build.inode)
        key.string(inputs)
        key.string(root)
        key.string(workingDirectory)
        key.string(moduleLayers.cacheKey)
        return String(ContentDigest.of(key.bytes), radix: 16) + "-" + String(key.bytes.count)
    }
}

extension StrataProject {
    /// The cache settings for verifying this project: its knowledge, strata.json and
    /// `.strata/rules.json` as they are now.
    public var analysisCacheSettings: AnalysisCacheSettings {
        var key = CacheWriter()
        key.string(configurationFile.path)
        key.bool(configurationData != nil)
        key.word(configurationData.map { ContentDigest.of([UInt8]($0)) } ?? 0)
        let rules = FileManager.default.contents(atPath: rulesFile.path)
        key.bool(rules != nil)
        key.word(rules.map { ContentDigest.of([UInt8]($0)) } ?? 0)
        return AnalysisCacheSettings(
            inputs: library.knowledgeDigest + " " + String(ContentDigest.of(key.bytes), radix: 16) + " "
                + String(key.bytes.count))
    }
}

extension AnalysisCacheStore {
    /// Takes the run's cache entries out of `analyses` and writes them in the background when they
    /// differ from `previous`'s (a file gone or added, more than a few files analysed afresh or with
    /// a changed status); nil when the cache holds them, or all but a few.
    ///
    /// Rewriting the whole cache for one edited file cost an editor's loop more than analysing that
    /// file again next time: an entry left as it was is refused for the edited file (its status,
    /// then its digest, no longer match), so leaving it only costs that file's analysis.
    func saveIfChanged(
        _ analyses: inout [FileAnalyzer.Analysis], runKey: String, previous: AnalysisCache?
    ) -> BackgroundWork<Void>? {
        var entries: [AnalysisCache.Entry] = []
        var changedEntries = 0
        for index in analyses.indices {
            guard let entry = analyses[index].cacheEntry else { continue }
            if analyses[index].cacheEntryIsNew { changedEntries += 1 }
            entries.append(entry)
            analyses[index].cacheEntry = nil
        }
        guard let previous, entries.count == previous.entries.count,
            changedEntries <= Self.changedEntriesLeftUnwritten(of: entries.count)
        else {
            return BackgroundWork { [self, entries] in
                save(AnalysisCache.encode(entries, runKey: runKey, previous: previous))
            }
        }
        return nil
    }

    /// How many changed entries a run leaves for later runs to analyse again rather than rewrite
    /// the cache: a thousandth of the files, at least eight.
    static func changedEntriesLeftUnwritten(of count: Int) -> Int { max(8, count / 1000) }
}
