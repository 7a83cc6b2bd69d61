import Foundation
import StrataCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the project a path belongs to: the one upward walk behind every command, so `verify`,
/// `context`, `mcp` and the scaffolding commands agree on where a project starts.
public enum ProjectRoot {
    /// The file that makes a folder a Strata project and configures it.
    public static let configurationFile = "strata.json"

    /// The nearest folder, from `directory` up, holding strata.json or a `.strata/` overlay; nil
    /// outside any Strata project. The commands that need a Strata project start here.
    public static func strataProject(from directory: URL) -> URL? {
        nearest(from: directory, holdingAnyOf: [configurationFile, ".strata"])
    }

    /// The nearest folder at or above `path` holding strata.json, else Package.swift, else the
    /// folder itself: running `verify` inside any package checks it against its own configuration.
    public static func containing(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let start = URL(fileURLWithPath: path).standardizedFileURL
        let folder = exists && isDirectory.boolValue ? start : start.deletingLastPathComponent()
        for marker in [configurationFile, "Package.swift"] {
            if let root = nearest(from: folder, holdingAnyOf: [marker]) { return root.path }
        }
        return folder.path
    }

    private static func nearest(from directory: URL, holdingAnyOf markers: [String]) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            for marker in markers
            where FileManager.default.fileExists(atPath: current.appendingPathComponent(marker).path) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            // Stops at the root, and at a folder that is no longer on disk: with the working folder
            // deleted, the path is relative and "going up" would only add `..` forever.
            if parent.path == current.path || !current.path.hasPrefix("/") { return nil }
            current = parent
        }
    }
}

extension ProjectRoot {
    /// The bytes of the strata.json at `file`, nil when there is none. One that is a link leading
    /// out of its folder is refused unread, as `.strata/rules.json` is: it would configure the
    /// project from a file no one reviews, and a parse error would quote that file's first word.
    public static func configurationData(at file: URL, display: String) throws(ConfigurationErrors) -> Data? {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return nil }
        guard PathContainment.relativePath(of: file.path, inside: file.deletingLastPathComponent().path) != nil else {
            throw ConfigurationErrors([
                .invalidFile(
                    .unusableFile(
                        path: display,
                        reason: "a symbolic link to a file outside the project, not read; copy the file in instead"))
            ])
        }
        // Read only a regular file: reading a FIFO would block.
        var target = stat()
        guard stat(file.path, &target) == 0, target.st_mode & S_IFMT == S_IFREG,
            let data = FileManager.default.contents(atPath: file.path)
        else {
            throw ConfigurationErrors([.invalidFile(.unreadableFile(path: display, reason: "it cannot be read"))])
        }
        return data
    }
}
