import Foundation

/// A fresh folder per test, with helpers to snapshot a tree byte for byte.
public struct TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func write(_ contents: String, to path: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
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
