import Foundation
import StrataKnowledge

/// The files of a package's skeleton that nobody has edited since `strata new` wrote them, read from the
/// scaffold's record (`.strata/generated.json`: per file its feature, `nil` for the skeleton, and SHA-256).
///
/// A new package declares its layer edges before the first feature uses them; a target that holds nothing but
/// those files has not been written yet, so project rules about how it uses its edges wait for code of its own.
/// Only the record's fields that say this are read, so the scaffold can grow the record freely.
enum ScaffoldSkeleton {
    static let recordPath = ".strata/generated.json"

    private struct Record: Decodable {
        struct File: Decodable {
            var path: String
            var feature: String?
            var sha256: String
        }

        var files: [File]
    }

    /// Root-relative paths of the skeleton's unedited files; empty when there is no readable record.
    static func uneditedFiles(projectRoot: String) -> Set<String> {
        let base = projectRoot == "/" ? "" : projectRoot
        guard let data = FileManager.default.contents(atPath: base + "/" + recordPath),
            let record = try? JSONDecoder().decode(Record.self, from: data)
        else { return [] }
        var unedited: Set<String> = []
        for file in record.files where file.feature == nil && file.path.hasSuffix(".swift") {
            guard let bytes = FileManager.default.contents(atPath: base + "/" + file.path),
                SHA256.hexDigest(of: bytes) == file.sha256
            else { continue }
            unedited.insert(file.path)
        }
        return unedited
    }
}
