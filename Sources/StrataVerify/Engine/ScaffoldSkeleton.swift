import Foundation
import StrataCore
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
    /// Each package keeps its record beside its manifest, so a project holding a package in a subfolder reads
    /// it there (`packageFolders`: root-relative, "" for the root). Only files verify already found are read
    /// again: a record is the repository's to write, and an entry naming a FIFO or a path outside the project
    /// must not make verify hang or read there.
    static func uneditedFiles(projectRoot: String, packageFolders: [String], among found: Set<String>) -> Set<String> {
        var unedited: Set<String> = []
        for folder in Set(packageFolders + [""]) {
            let prefix = folder.isEmpty ? "" : folder + "/"
            guard let data = bytes(of: prefix + recordPath, in: projectRoot),
                let record = try? JSONDecoder().decode(Record.self, from: Data(data))
            else { continue }
            for file in record.files where file.feature == nil && found.contains(prefix + file.path) {
                guard let bytes = bytes(of: prefix + file.path, in: projectRoot),
                    SHA256.hexDigest(of: bytes) == file.sha256
                else { continue }
                unedited.insert(prefix + file.path)
            }
        }
        return unedited
    }

    /// A regular file's bytes, read without blocking (the record itself may be a FIFO in a hostile checkout).
    private static func bytes(of relativePath: String, in projectRoot: String) -> [UInt8]? {
        let absolute = (projectRoot == "/" ? "" : projectRoot) + "/" + relativePath
        let reference = SourceFileReference(absolutePath: absolute, relativePath: relativePath)
        return try? FileReader.read(reference, displayPath: relativePath).get()
    }
}
