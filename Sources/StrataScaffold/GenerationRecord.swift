import StrataJSON
import StrataKnowledge

/// `.strata/generated.json`: what Strata wrote into a package, so `strata remove` can take a
/// feature back out — deleting only files nobody has edited since — and so repeated runs
/// can tell "already generated" from "someone else's file".
public struct GenerationRecord: Codable, Sendable, Equatable {
    public static let path = ".strata/generated.json"

    public struct File: Codable, Sendable, Equatable {
        public var path: String
        public var template: String
        public var templateVersion: String
        /// The feature the file belongs to; `nil` for the package skeleton.
        public var feature: String?
        public var sha256: String
    }

    /// Text Strata inserted into a file it does not own outright (the composition root, the manifest).
    public struct Insertion: Codable, Sendable, Equatable {
        public var path: String
        /// The feature the text belongs to; `nil` for the package's (the bridge target of legacy adapters),
        /// which stays when a feature is removed.
        public var feature: String?
        public var text: String
    }

    public var schemaVersion: Int
    public var files: [File]
    public var insertions: [Insertion]

    public init(files: [File] = [], insertions: [Insertion] = []) {
        self.schemaVersion = 1
        self.files = files
        self.insertions = insertions
    }

    public var features: [String] {
        Array(Set(files.compactMap(\.feature) + insertions.compactMap(\.feature))).sorted()
    }

    /// Adds or replaces entries, keeping the file sorted so it diffs cleanly in review. A file's insertions keep the
    /// order they were made in, which is the order they stand in it (each goes above the same marker), so the
    /// record and the composition root list the features alike.
    public mutating func record(_ newFiles: [File], insertions newInsertions: [Insertion]) {
        let replaced = Set(newFiles.map(\.path))
        files = (files.filter { !replaced.contains($0.path) } + newFiles).sorted { $0.path < $1.path }
        insertions = (insertions + newInsertions.filter { !insertions.contains($0) }).enumerated()
            .sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
    }

    /// `text` with every insertion recorded for `path` taken out again. An insertion can hold a marker another
    /// went above (the bridge target, then its legacy framework), so it comes out once the inner one is out.
    func withoutInsertions(_ text: String, at path: String) -> String {
        var remaining = insertions.filter { $0.path == path }
        var current = text
        while let index = remaining.firstIndex(where: { CompositionRoot.removing($0.text, from: current) != nil }) {
            current = CompositionRoot.removing(remaining[index].text, from: current) ?? current
            remaining.remove(at: index)
        }
        return current
    }

    public mutating func forget(feature: String) {
        files.removeAll { $0.feature == feature }
        insertions.removeAll { $0.feature == feature }
    }

    /// Canonical JSON, so the record is byte-identical on every platform.
    public func encoded() -> String {
        // Encoding plain strings and numbers cannot fail.
        (try? CanonicalJSONEncoder.encode(self)) ?? ""
    }
}
