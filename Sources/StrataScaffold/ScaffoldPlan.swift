import StrataCore

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
    public var contents: String? {
        didSet { knownDigest = nil }
    }
    /// What the file holds now; `nil` when it does not exist.
    public var previousContents: String?
    /// The digest of `contents` when the planner computed it already (the scaffolder does, for the generation
    /// record), so the writer's journal does not hash the file a second time.
    private var knownDigest: String?

    /// `contentsSHA256`, when given, is the hex SHA-256 of `contents`' UTF-8 bytes.
    public init(
        path: String, action: Action, layer: String, contents: String?, previousContents: String?,
        contentsSHA256: String? = nil
    ) {
        self.path = path
        self.action = action
        self.layer = layer
        self.contents = contents
        self.previousContents = previousContents
        knownDigest = contents == nil ? nil : contentsSHA256
    }

    /// The hex SHA-256 of `contents`' UTF-8 bytes; nil for a deletion.
    public var contentsSHA256: String? {
        knownDigest ?? contents.map { SHA256.hexDigest(of: Array($0.utf8)) }
    }

    /// The digest follows from the contents, so it takes no part in equality.
    public static func == (lhs: PlannedChange, rhs: PlannedChange) -> Bool {
        lhs.path == rhs.path && lhs.action == rhs.action && lhs.layer == rhs.layer && lhs.contents == rhs.contents
            && lhs.previousContents == rhs.previousContents
    }

    /// The change that takes a file from what it holds to `contents` (nil: removed), for writers
    /// that know only what each file should hold, such as `strata context`'s bundle.
    public init(path: String, layer: String, contents: String?, previousContents: String?) {
        let action: Action = contents == nil ? .delete : previousContents == nil ? .create : .modify
        self.init(path: path, action: action, layer: layer, contents: contents, previousContents: previousContents)
    }
}
