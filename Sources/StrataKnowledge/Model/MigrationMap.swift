/// A table that maps constructs of a legacy framework onto their replacements.
///
/// Maps are data rather than prose so the verifier can name the replacement for each legacy
/// token it finds (through `Entry.detect`) and agents can look migrations up entry by entry.
public struct MigrationMap: Codable, Sendable, Equatable {
    public let id: String
    /// The short name users pick the map by (`strata migrate --from rxswift`, `migratingFrom` in
    /// strata.json); several maps may share one, differing in their target.
    public let source: String
    /// Templates that generate the target-side code, so a listing of legacy constructs can say
    /// what to run instead of only what to write.
    public let templates: [String]
    /// The legacy framework or pattern, e.g. `RxSwift`.
    public let from: String
    /// What replaces it, e.g. `Combine`.
    public let to: String
    public let description: String
    /// Ordered steps for migrating a codebase with this map.
    public let strategy: [String]
    public let entries: [Entry]

    public struct Entry: Codable, Sendable, Equatable {
        public let legacy: String
        public let replacement: String
        public let note: String
        public let category: MigrationCategory
        /// How to find the legacy construct in source; `nil` when its name is too common to
        /// match safely (e.g. `map`) or it is not a single token.
        public let detect: DetectPattern?
    }
}

/// What kind of construct a migration entry is about.
public enum MigrationCategory: String, CaseIterable, Codable, Sendable {
    case `import`
    case type
    case `operator`
    case scheduler
    case lifecycle
    case propertyWrapper
    case concurrency
    case architecture
    case injection
    case testing
}
