/// How `manifest.json` differs from what the knowledge and templates produce now.
public enum ManifestChange: Equatable, Sendable {
    /// A file or template with no entry.
    case missingEntry
    /// An entry for something that no longer exists.
    case unexpectedEntry
    case differs(field: String, recorded: String, actual: String)
}
