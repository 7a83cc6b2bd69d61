import StrataCore

/// Builds the manifest the knowledge and templates in a library call for, and compares it
/// with the one the library carries.
public enum ManifestBuilder {
    public static func build(from library: ResourceLibrary) throws(KnowledgeErrors) -> Manifest {
        var entries: [ManifestEntry] = []
        var errors: [KnowledgeError] = []
        for file in library.knowledgeFiles {
            let id = String(file.path.dropFirst("knowledge/".count).dropLast(".json".count))
            do {
                let (description, version) = try descriptionAndVersion(of: file)
                // A file with a folder of its own beside it (rules.json's examples) is hashed with it.
                let folder = "knowledge/\(id)/"
                let companions = library.files.filter { $0.path.hasPrefix(folder) }
                let sha256 =
                    companions.isEmpty
                    ? SHA256.hexDigest(of: file.text.utf8)
                    : templateDigest(
                        of: [("\(id).json", file.text)]
                            + companions.map { (String($0.path.dropFirst("knowledge/".count)), $0.text) })
                entries.append(
                    ManifestEntry(
                        id: id, path: file.path, kind: .knowledge, description: description, version: version,
                        sha256: sha256))
            } catch {
                errors.append(error)
            }
        }
        for id in library.templateIDs {
            let folder = "Templates/\(id)"
            let files = library.templateFiles(id: id)
            do {
                let metadata = try library.file(at: "\(folder)/template.json")
                let (description, version) = try descriptionAndVersion(of: metadata)
                let contents = files.map { (String($0.path.dropFirst(folder.count + 1)), $0.text) }
                entries.append(
                    ManifestEntry(
                        id: id, path: folder, kind: .template, description: description, version: version,
                        sha256: templateDigest(of: contents)))
            } catch {
                errors.append(error)
            }
        }
        guard errors.isEmpty else { throw KnowledgeErrors(errors) }
        return Manifest(entries: entries)
    }

    /// The differences between the library's `manifest.json` and a fresh build; empty when current.
    public static func staleEntries(in library: ResourceLibrary) throws(KnowledgeErrors) -> [KnowledgeError] {
        let recordedFile: ResourceFile
        do {
            recordedFile = try library.file(at: "manifest.json")
        } catch {
            throw KnowledgeErrors([error])
        }
        let recorded = try Manifest.decode(recordedFile.text, file: recordedFile.location)
        return recorded.staleEntries(comparedWith: try build(from: library), file: recordedFile.location)
    }

    /// A template's hash covers all its files, so editing any of them changes it. The hashed
    /// bytes are, for each file in ascending order of its path relative to the template folder:
    /// the UTF-8 of `"<relative path>\n<content length in UTF-8 bytes>\n"`, then the content.
    /// The lengths keep the concatenation unambiguous.
    public static func templateDigest(of files: [(relativePath: String, text: String)]) -> String {
        var hasher = SHA256()
        for (relativePath, text) in files.sorted(by: { $0.relativePath < $1.relativePath }) {
            hasher.update("\(relativePath)\n\(text.utf8.count)\n".utf8)
            hasher.update(text.utf8)
        }
        return hasher.hexDigest()
    }

    /// The top-level `description` and `version` strings every knowledge file and template.json carries.
    private static func descriptionAndVersion(of file: ResourceFile) throws(KnowledgeError) -> (String, String) {
        let root = try JSONParser.parse(file.text, file: file.location)
        guard case .object(let object) = root.kind else {
            throw .json(
                .typeMismatch(expected: "object", found: root.typeName),
                at: JSONLocation(file: file.location, path: "$", position: root.position))
        }
        func string(_ key: String) throws(KnowledgeError) -> String {
            guard let member = object[key] else {
                throw .json(.missingKey(key), at: JSONLocation(file: file.location, path: "$", position: root.position))
            }
            guard case .string(let text) = member.value.kind else {
                throw .json(
                    .typeMismatch(expected: "string", found: member.value.typeName),
                    at: JSONLocation(file: file.location, path: "$.\(key)", position: member.value.position))
            }
            return text
        }
        return (try string("description"), try string("version"))
    }
}
