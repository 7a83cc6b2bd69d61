import Foundation

/// A fresh folder per test, filled with the given files and removed when the test lets go of it; with helpers
/// to write, link and snapshot a tree byte for byte. A test that goes on using URLs inside the folder after its
/// last use of the object keeps it alive with `defer { withExtendedLifetime(folder) {} }`, since Swift may
/// release an object after its last use rather than at the end of the scope.
public final class TemporaryDirectory: @unchecked Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(files: [String: String] = [:]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (path, text) in files { try write(text, to: path) }
    }

    /// A fresh folder holding copies of `items` (top-level files or folders of `source`, the
    /// repository by default) under the same names.
    public convenience init(copying items: [String], from source: URL = repositoryRoot) throws {
        try self.init()
        for item in items {
            try FileManager.default.copyItem(
                at: source.appendingPathComponent(item), to: url.appendingPathComponent(item))
        }
    }

    /// A fresh folder holding a copy of the folder at `source` as its subfolder `name`.
    public convenience init(copyingFolder source: URL, as name: String) throws {
        try self.init()
        try FileManager.default.copyItem(at: source, to: url.appendingPathComponent(name))
    }

    /// A URL inside the folder.
    public func url(_ path: String) -> URL { url.appendingPathComponent(path) }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `contents` at the relative `path`, creating folders on the way; returns the file's full path.
    @discardableResult
    public func write(_ contents: String, to path: String) throws -> String {
        try write(Data(contents.utf8), to: path)
    }

    @discardableResult
    public func write(_ data: Data, to path: String) throws -> String {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.writeWithoutSyncing(to: file)
        return file.path
    }

    public func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: url.appendingPathComponent(path))
    }

    public func symlink(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    public func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file and folder below the root with its bytes, for "nothing changed" assertions.
    public func snapshot() -> [String: Data] {
        var entries: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: url.path)
        while let relative = walker?.nextObject() as? String {
            let full = url.appendingPathComponent(relative)
            entries[relative] = (try? Data(contentsOf: full)) ?? Data("<directory>".utf8)
        }
        return entries
    }
}

/// The repository checkout the tests run in: the single source of knowledge and templates.
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
