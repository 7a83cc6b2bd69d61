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
    /// What ``KnowledgeBase/version`` says of this library's knowledge, read from each knowledge
    /// file's top-level `version` alone: `strata --version` prints it without decoding, and
    /// checking, the whole knowledge base and the rules' examples. Nil when a file is missing, is
    /// not JSON or has no version string; loading the knowledge base then says what is wrong.
    public var knowledgeVersion: String? {
        var versions: Set<String> = []
        for knowledgeFile in KnowledgeFile.allCases {
            guard let resource = try? file(at: knowledgeFile.path),
                let value = try? JSONParser.parse(resource.text, file: resource.location),
                case .string(let version)? = value["version"]?.kind
            else { return nil }
            versions.insert(version)
        }
        return versions.sorted().joined(separator: "+")
    }

    /// A short digest of the knowledge files' and rule examples' paths and text: two installs
    /// print the same digest exactly when they enforce the same knowledge, whatever the version
    /// strings say.
    ///
    /// Kept by the files hashed: every `verify` asks for it to key its analysis cache, and `strata mcp` or the
    /// test suite verifies many times in one process over the same half megabyte of knowledge.
    public var knowledgeDigest: String {
        let hashed = knowledgeFiles + exampleFiles
        return Self.digests.value(for: hashed) {
            var hash = SHA256()
            for file in hashed {
                hash.update(Array(file.path.utf8) + [0] + Array(file.text.utf8) + [0])
            }
            return "sha256:" + hash.hexDigest().prefix(12)
        }
    }

    private static let digests = ContentMemo<String, Never>(capacity: 32)
}
