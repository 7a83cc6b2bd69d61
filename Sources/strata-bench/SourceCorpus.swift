import Foundation

/// The Swift files a benchmark runs over, read into memory first so that timings measure
/// scanning, not the disk.
struct SourceCorpus {
    let files: [[UInt8]]
    let lineCount: Int
    let byteCount: Int

    /// Every `.swift` file under `directories`, in path order, skipping build folders.
    static func load(directories: [String]) throws(BenchmarkError) -> SourceCorpus {
        var paths: [String] = []
        for directory in directories {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
            else { throw .notADirectory(path: directory) }
            paths += swiftFiles(under: URL(fileURLWithPath: directory))
        }
        guard !paths.isEmpty else { throw .noSwiftFiles(paths: directories) }
        var files: [[UInt8]] = []
        for path in paths.sorted() {
            do {
                files.append(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
            } catch {
                throw .unreadable(path: path, reason: error.localizedDescription)
            }
        }
        return SourceCorpus(files: files)
    }

    init(files: [[UInt8]]) {
        self.files = files
        byteCount = files.reduce(0) { $0 + $1.count }
        lineCount = files.reduce(0) { total, file in
            total + file.reduce(into: 0) { count, byte in count += byte == 0x0A ? 1 : 0 }
                + (file.last.map { $0 == 0x0A ? 0 : 1 } ?? 0)
        }
    }

    private static func swiftFiles(under root: URL) -> [String] {
        let skipped: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]
        guard
            let walker = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey, .isDirectoryKey])
        else { return [] }
        var paths: [String] = []
        for case let url as URL in walker {
            if skipped.contains(url.lastPathComponent) {
                walker.skipDescendants()
            } else if url.pathExtension == "swift",
                (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
            {
                paths.append(url.path)
            }
        }
        return paths
    }
}
