import Foundation
import StrataTestSupport

/// A folder of golden files read as, or replaced by, a map from relative path to text.
public enum FixtureTree {
    /// Build products left by checking a fixture package with `swift build` are not part of it.
    private static let buildFolders: Set<String> = [".build", ".swiftpm"]

    public static func read(_ root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let rootPath = root.standardizedFileURL.path + "/"
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            if buildFolders.contains(url.lastPathComponent) {
                walker?.skipDescendants()
                continue
            }
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    public static func replace(_ root: URL, with files: [String: String]) throws {
        if FileManager.default.fileExists(atPath: root.path) {
            try FileManager.default.removeItem(at: root)
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).writeWithoutSyncing(to: url)
        }
    }
}
