import StrataCore

extension KnowledgeBase {
    /// The knowledge files' common version (`1.0.0`), or every distinct one joined with `+`
    /// when a project overrides some files with others of another version.
    public var version: String {
        let versions = Set([
            architecture.version, stateManagement.version, dependencyInjection.version, testing.version, theme.version,
            rules.version, naming.version,
        ])
        return versions.sorted().joined(separator: "+")
    }
}

extension ResourceLibrary {
    /// A short digest of the knowledge files' and rule examples' paths and text: two installs
    /// print the same digest exactly when they enforce the same knowledge, whatever the version
    /// strings say.
    public var knowledgeDigest: String {
        var hash = SHA256()
        for file in knowledgeFiles + exampleFiles {
            hash.update(Array(file.path.utf8) + [0] + Array(file.text.utf8) + [0])
        }
        return "sha256:" + hash.hexDigest().prefix(12)
    }
}
