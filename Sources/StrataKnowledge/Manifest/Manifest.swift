import Foundation
import StrataJSON

/// `manifest.json`: one entry per knowledge file and per template, with a content hash, so
/// tools and agents can tell which knowledge a binary or a repository carries.
public struct Manifest: Codable, Equatable, Sendable {
    public let schemaVersion: Int
    /// Sorted by path.
    public let entries: [ManifestEntry]

    public init(entries: [ManifestEntry]) {
        self.schemaVersion = 1
        self.entries = entries.sorted { $0.path < $1.path }
    }

    /// Reads a manifest strictly, so a hand-edited one with a typo is caught.
    public static func decode(_ text: String, file: String) throws(KnowledgeErrors) -> Manifest {
        let manifest = try StrictJSONDecoder().decodeReportingAll(Manifest.self, from: Data(text.utf8), file: file)
        return Manifest(entries: manifest.entries)
    }

    /// Canonical JSON: sorted keys, two-space indentation, trailing newline.
    public func jsonText() throws(EncodingError) -> String {
        try CanonicalJSONEncoder.encode(self)
    }

    /// Every way this (recorded) manifest differs from `current`, one error per differing
    /// field, in path order; empty when it is up to date.
    public func staleEntries(comparedWith current: Manifest, file: String) -> [KnowledgeError] {
        let recordedByPath = Dictionary(entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let currentByPath = Dictionary(current.entries.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var errors: [KnowledgeError] = []
        for path in Set(recordedByPath.keys).union(currentByPath.keys).sorted() {
            switch (recordedByPath[path], currentByPath[path]) {
            case (nil, _?):
                errors.append(.staleManifest(file: file, entry: path, change: .missingEntry))
            case (_?, nil):
                errors.append(.staleManifest(file: file, entry: path, change: .unexpectedEntry))
            case (let recorded?, let actual?):
                for (field, recordedValue, actualValue) in recorded.fields(comparedWith: actual)
                where recordedValue != actualValue {
                    errors.append(
                        .staleManifest(
                            file: file, entry: path,
                            change: .differs(field: field, recorded: recordedValue, actual: actualValue)))
                }
            case (nil, nil):
                continue
            }
        }
        return errors
    }
}

public struct ManifestEntry: Codable, Equatable, Sendable {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        case knowledge, template
    }

    /// The knowledge file's name without `.json`, or the template's folder name.
    public let id: String
    /// `knowledge/<id>.json` or `Templates/<id>`.
    public let path: String
    public let kind: Kind
    public let description: String
    public let version: String
    public let sha256: String

    public init(id: String, path: String, kind: Kind, description: String, version: String, sha256: String) {
        self.id = id
        self.path = path
        self.kind = kind
        self.description = description
        self.version = version
        self.sha256 = sha256
    }

    fileprivate func fields(comparedWith other: ManifestEntry) -> [(String, String, String)] {
        [
            ("id", id, other.id), ("kind", kind.rawValue, other.kind.rawValue),
            ("description", description, other.description), ("version", version, other.version),
            ("sha256", sha256, other.sha256),
        ]
    }
}
