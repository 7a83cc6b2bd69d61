import Foundation

/// A scratch folder for one test, removed when the test's value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("strata-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` at the relative `name`, creating folders on the way.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try write(name, data: Data(contents.utf8))
    }

    @discardableResult
    func write(_ name: String, data: Data) throws -> String {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    func symlink(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + name, withDestinationPath: destination)
    }
}
