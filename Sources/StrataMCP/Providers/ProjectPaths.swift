import Foundation
import StrataCore

/// Keeps every path a tool touches inside the project folder.
enum ProjectPaths {
    /// Whether `path`, relative to `root`, stays inside it once `..` and symbolic links are resolved.
    static func isInside(_ path: String, root: URL) -> Bool {
        guard !path.hasPrefix("/") else { return false }
        return PathContainment.relativePath(of: root.appendingPathComponent(path).path, inside: root.path) != nil
    }
}
