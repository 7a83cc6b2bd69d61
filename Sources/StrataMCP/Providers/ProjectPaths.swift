import Foundation
import StrataContext

/// Keeps every path a tool touches inside the project folder.
enum ProjectPaths {
    /// Whether `path`, relative to `root`, stays inside it once `..` and symbolic links are resolved.
    static func isInside(_ path: String, root: URL) -> Bool {
        guard !path.hasPrefix("/") else { return false }
        let base = resolved(root)
        let target = resolved(root.appendingPathComponent(path))
        return target == base || target.hasPrefix(base.hasSuffix("/") ? base : base + "/")
    }

    /// The real path of `url`: links resolved in the part that exists (a file about to be
    /// created does not, but the folder holding it may be a link), `..` removed.
    private static func resolved(_ url: URL) -> String {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var real = existing.resolvingSymlinksInPath()
        for component in missing { real.appendPathComponent(component) }
        return real.standardizedFileURL.path
    }
}
