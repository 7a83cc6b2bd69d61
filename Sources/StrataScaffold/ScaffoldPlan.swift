/// Everything a scaffolding command will do, computed in memory before any byte is written,
/// so `--dry-run`, `--json`, conflict reports and the real write all describe the same thing.
public struct ScaffoldPlan: Sendable, Equatable {
    public var packageRoot: String
    public var changes: [PlannedChange]

    public init(packageRoot: String, changes: [PlannedChange]) {
        self.packageRoot = packageRoot
        self.changes = changes.sorted { $0.path < $1.path }
    }

    /// Changes that would alter the tree (creating, modifying or deleting a file).
    public var effectiveChanges: [PlannedChange] { changes.filter { $0.action != .unchanged } }

    public var isNoOp: Bool { effectiveChanges.isEmpty }
}

public struct PlannedChange: Sendable, Equatable {
    public enum Action: String, Sendable, Codable {
        case create
        case modify
        case delete
        /// The file already holds exactly what would be written.
        case unchanged
    }

    /// Relative to the package root, with `/` separators.
    public var path: String
    public var action: Action
    public var layer: String
    /// What the file will hold; `nil` for a deletion.
    public var contents: String?
    /// What the file holds now; `nil` when it does not exist.
    public var previousContents: String?

    public init(path: String, action: Action, layer: String, contents: String?, previousContents: String?) {
        self.path = path
        self.action = action
        self.layer = layer
        self.contents = contents
        self.previousContents = previousContents
    }

    /// The change that takes a file from what it holds to `contents` (nil: removed), for writers
    /// that know only what each file should hold, such as `strata context`'s bundle.
    public init(path: String, layer: String, contents: String?, previousContents: String?) {
        let action: Action = contents == nil ? .delete : previousContents == nil ? .create : .modify
        self.init(path: path, action: action, layer: layer, contents: contents, previousContents: previousContents)
    }
}
