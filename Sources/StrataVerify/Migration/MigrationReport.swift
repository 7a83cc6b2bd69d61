import StrataKnowledge

/// What `strata migrate` found: for each file, every legacy construct with what replaces it,
/// and how much of the file is still legacy. Encodes as the command's `--json` payload.
public struct MigrationReport: Sendable, Encodable {
    /// The sources the scan looked for (`rxswift`, `tca`, …).
    public var sources: [String]
    /// The view-model style the replacements lead to.
    public var style: String
    public var maps: [MapSummary]
    /// Files with at least one construct, by path.
    public var files: [FileReport]
    public var filesScanned: Int
    /// Files that could not be read, one line each.
    public var problems: [String]

    public var constructCount: Int { files.reduce(0) { $0 + $1.constructs.count } }

    /// A map the scan used, with where to read more and what to generate instead.
    public struct MapSummary: Sendable, Encodable {
        public var id: String
        public var from: String
        public var to: String
        /// The rule that enforces the replacements, for `strata rules explain`.
        public var rule: String?
        /// Templates that generate the target-side code.
        public var templates: [String]
    }

    public struct FileReport: Sendable, Encodable {
        public var path: String
        public var lineCount: Int
        public var constructs: [Construct]

        /// Lines holding at least one construct: the part of the file a migration must touch.
        public var affectedLines: Int { Set(constructs.map(\.line)).count }

        /// Constructs per category, for the summary of how far the file is from the target style.
        public var categories: [String: Int] {
            constructs.reduce(into: [:]) { $0[$1.category, default: 0] += 1 }
        }

        enum CodingKeys: String, CodingKey {
            case path, lineCount, constructs, affectedLines, categories
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(lineCount, forKey: .lineCount)
            try container.encode(constructs, forKey: .constructs)
            try container.encode(affectedLines, forKey: .affectedLines)
            try container.encode(categories, forKey: .categories)
        }
    }

    /// One legacy construct at one position.
    public struct Construct: Sendable, Encodable, Equatable {
        public var line: Int
        public var column: Int
        /// The name as found: module, type, member or attribute.
        public var name: String
        /// The map entry's legacy form, e.g. `.subscribe(onNext:)`.
        public var legacy: String
        public var replacement: String
        public var note: String
        public var category: String
        public var map: String
        /// The rule that explains the replacement (`strata rules explain <rule>`), if one does.
        public var rule: String?
    }
}
