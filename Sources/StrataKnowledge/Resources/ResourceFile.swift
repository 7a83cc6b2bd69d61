/// Where a resource came from, so `templates list` can say which copy is in effect.
public enum ResourceOrigin: Hashable, Sendable, CustomStringConvertible {
    /// Embedded in the `strata` binary.
    case shipped
    /// A project's `.strata/` overlay; `root` is the project folder.
    case project(root: String)
    /// A folder given explicitly: a repository root, `--knowledge DIR` or `--templates DIR`.
    case directory(String)

    public var description: String {
        switch self {
        case .shipped: "shipped"
        case .project: "project"
        case .directory(let path): path
        }
    }
}

/// One knowledge file, template file or the manifest.
public struct ResourceFile: Hashable, Sendable {
    /// The repository-relative path it stands for: `knowledge/rules.json`,
    /// `Templates/viewmodel/template.json`, `manifest.json`.
    public let path: String
    public let text: String
    public let origin: ResourceOrigin
    /// Where it really is, for messages: a path on disk, or `path` for shipped files.
    public let location: String

    public init(path: String, text: String, origin: ResourceOrigin, location: String) {
        self.path = path
        self.text = text
        self.origin = origin
        self.location = location
    }
}
