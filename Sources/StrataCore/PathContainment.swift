#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a path lies inside a folder, once symbolic links and `..` are resolved on both sides:
/// the one answer every reader of a project's files asks before reading one a repository may have
/// linked elsewhere (a knowledge overlay, `.strata/rules.json`, a path an agent names). Paths are
/// compared by components, so `/a/bc` is not inside `/a/b`.
public enum PathContainment {
    /// `path` relative to `root` (`""` for the root itself) when, both resolved, it lies inside;
    /// nil when it lies outside or passes through a symbolic link that leads nowhere.
    public static func relativePath(of path: String, inside root: String) -> String? {
        guard let path = resolved(path), let root = resolved(root) else { return nil }
        return relativePath(ofResolved: path, insideResolved: root)
    }

    /// The comparison alone, for paths already resolved (absolute, links followed, no `..`).
    public static func relativePath(ofResolved path: String, insideResolved root: String) -> String? {
        let rootParts = root.split(separator: "/")
        let parts = path.split(separator: "/")
        guard parts.starts(with: rootParts) else { return nil }
        return parts.dropFirst(rootParts.count).joined(separator: "/")
    }

    /// The real path: links followed and `.` and `..` removed where the path exists, and the part
    /// that does not exist yet (a file about to be written) joined on as spelled. Nil when a link
    /// on the way leads nowhere, since then no one can say where the path is.
    public static func resolved(_ path: String) -> String? {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK { return nil }
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else {
            // A relative path with one part is below the working folder, unless it is that folder
            // and the folder is gone.
            guard trimmed != "." else { return nil }
            return resolved(".").map { join($0, trimmed) }
        }
        let parent = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        let leaf = String(trimmed[trimmed.index(after: slash)...])
        guard parent != trimmed, let base = resolved(parent) else { return nil }
        return join(base, leaf)
    }

    private static func join(_ base: String, _ leaf: String) -> String {
        switch leaf {
        case "", ".": return base
        case "..":
            guard let slash = base.lastIndex(of: "/"), slash != base.startIndex else { return "/" }
            return String(base[..<slash])
        default: return base == "/" ? "/" + leaf : base + "/" + leaf
        }
    }
}
