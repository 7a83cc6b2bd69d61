import Foundation
import StrataCore
import StrataResources

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The knowledge files, templates and manifest in effect, layered from lowest to highest:
/// the copy shipped in the binary (or a repository folder), a project's `.strata/` overlay,
/// then folders given with `--knowledge` / `--templates`.
///
/// A knowledge file in a higher layer replaces the one with the same name; a template folder
/// in a higher layer replaces the whole template, so a project's template never mixes with
/// files of the shipped one.
public struct ResourceLibrary: Sendable {
    private var filesByPath: [String: ResourceFile] {
        didSet { files = Self.sortedByPath(filesByPath) }
    }

    /// Every file, sorted by path: kept sorted as the files change, since every template and knowledge lookup
    /// reads a slice of them and a scaffold makes hundreds of lookups.
    public private(set) var files: [ResourceFile]

    public init(files: [ResourceFile]) {
        filesByPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { _, last in last })
        self.files = Self.sortedByPath(filesByPath)
    }

    private static func sortedByPath(_ filesByPath: [String: ResourceFile]) -> [ResourceFile] {
        filesByPath.values.sorted { $0.path < $1.path }
    }

    /// The copy embedded in the binary at build time.
    public static var shipped: ResourceLibrary {
        ResourceLibrary(
            files: StrataResources.files.map { path, text in
                ResourceFile(path: path, text: text, origin: .shipped, location: path)
            })
    }

    /// A folder laid out like the repository: `manifest.json`, `knowledge/`, `Templates/`.
    public static func directory(at root: String) throws(KnowledgeError) -> ResourceLibrary {
        let rootURL = URL(fileURLWithPath: root)
        guard DirectoryReader.folderExists(rootURL) else { throw .missingFile(path: root) }
        let origin = ResourceOrigin.directory(root)
        var files: [ResourceFile] = []
        let manifest = rootURL.appendingPathComponent("manifest.json")
        if FileManager.default.fileExists(atPath: manifest.path) {
            files.append(
                ResourceFile(
                    path: "manifest.json", text: try DirectoryReader.readText(at: manifest), origin: origin,
                    location: manifest.path))
        }
        for folder in ["knowledge", "Templates"] {
            files += try Self.files(in: rootURL.appendingPathComponent(folder), as: folder, origin: origin)
        }
        return ResourceLibrary(files: files)
    }

    /// Adds a project's `.strata/knowledge/` and `.strata/templates/<id>/`, if it has them.
    public func overlaying(project root: String) throws(KnowledgeError) -> ResourceLibrary {
        let strata = URL(fileURLWithPath: root).appendingPathComponent(".strata")
        let origin = ResourceOrigin.project(root: root)
        // An overlay folder may be a link within the repository; one leading out of it is someone
        // else's files, refused rather than read (or skipped without a word).
        for name in ["knowledge", "templates"] {
            let folder = strata.appendingPathComponent(name)
            var status = stat()
            guard lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { continue }
            guard PathContainment.relativePath(of: folder.path, inside: root) != nil else {
                throw .unusableFile(
                    path: folder.path,
                    reason: "a symbolic link leading outside the project (or nowhere); copy the folder in "
                        + "instead of linking to it")
            }
        }
        return try overlaying(
            knowledgeAt: strata.appendingPathComponent("knowledge"), origin: origin, onlyKnownFiles: true
        )
        .overlaying(templatesAt: strata.appendingPathComponent("templates"), origin: origin)
    }

    /// Adds the `*.json` files of `folder` (`--knowledge DIR`) as knowledge files.
    public func overlaying(knowledgeDirectory folder: String) throws(KnowledgeError) -> ResourceLibrary {
        let url = URL(fileURLWithPath: folder)
        try DirectoryReader.requireFolder(folder, holding: "the knowledge files (rules.json, …)")
        return try overlaying(knowledgeAt: url, origin: .directory(folder))
    }

    /// Adds the template folders of `folder` (`--templates DIR`, holding `<id>/template.json`).
    public func overlaying(templatesDirectory folder: String) throws(KnowledgeError) -> ResourceLibrary {
        let url = URL(fileURLWithPath: folder)
        try DirectoryReader.requireFolder(folder, holding: "one folder per template")
        return try overlaying(templatesAt: url, origin: .directory(folder))
    }

    // MARK: Reading

    /// Every file, sorted by path.
    /// The files whose path starts with `prefix` (`knowledge/`, `Templates/viewmodel/`), sorted by path.
    public func files(under prefix: String) -> [ResourceFile] {
        files.filter { $0.path.hasPrefix(prefix) }
    }

    public func file(at path: String) throws(KnowledgeError) -> ResourceFile {
        guard let file = filesByPath[path] else { throw .missingFile(path: path) }
        return file
    }

    /// `knowledge/*.json`, sorted by path.
    public var knowledgeFiles: [ResourceFile] {
        files.filter { $0.path.hasPrefix("knowledge/") && $0.path.hasSuffix(".json") }
    }

    /// The rules' example files, `knowledge/rules/<rule id>/*.swift`, sorted by path.
    public var exampleFiles: [ResourceFile] {
        files.filter { Self.isExampleFile($0.path) }
    }

    static func isExampleFile(_ path: String) -> Bool {
        path.hasPrefix("knowledge/rules/") && path.hasSuffix(".swift")
    }

    /// The ids of all templates (folders of `Templates/` holding a `template.json`), sorted.
    public var templateIDs: [String] {
        files.compactMap { file in
            let components = file.path.split(separator: "/")
            guard components.count == 3, components[0] == "Templates", components[2] == "template.json" else {
                return nil
            }
            return String(components[1])
        }
    }

    /// The files of one template, sorted by path; empty if there is no such template.
    public func templateFiles(id: String) -> [ResourceFile] {
        files(under: "Templates/\(id)/")
    }

    // MARK: Layering

    /// With `onlyKnownFiles` (a project's `.strata/knowledge`), a file that replaces none of the
    /// knowledge files and is no rule example (`rules/<rule id>/*.swift`) is an error: a misnamed overlay would otherwise be ignored while its
    /// author thinks it applies. Other folders keep their `*.json` files and skip the rest.
    private func overlaying(
        knowledgeAt folder: URL, origin: ResourceOrigin, onlyKnownFiles: Bool = false
    ) throws(KnowledgeError) -> ResourceLibrary {
        var library = self
        let known = KnowledgeFile.allCases.map(\.rawValue)
        for file in try Self.files(in: folder, as: "knowledge", origin: origin) {
            guard onlyKnownFiles else {
                if file.path.hasSuffix(".json") || Self.isExampleFile(file.path) {
                    library.filesByPath[file.path] = file
                }
                continue
            }
            guard known.contains(String(file.path.dropFirst("knowledge/".count))) || Self.isExampleFile(file.path)
            else {
                throw .unusableFile(
                    path: file.location,
                    reason:
                        "not a knowledge file; an overlay replaces one of \(known.joined(separator: ", ")) by name "
                        + "or a rule's example file (rules/<rule id>/<name>.swift), so rename it or move it out of the folder"
                )
            }
            library.filesByPath[file.path] = file
        }
        return library
    }

    private func overlaying(templatesAt folder: URL, origin: ResourceOrigin) throws(KnowledgeError) -> ResourceLibrary {
        let overlay = try Self.files(in: folder, as: "Templates", origin: origin)
        let replacedIDs = Set(overlay.compactMap { $0.path.split(separator: "/").dropFirst().first })
        var library = self
        library.filesByPath = library.filesByPath.filter { path, _ in
            let components = path.split(separator: "/")
            return !(components.count > 2 && components[0] == "Templates" && replacedIDs.contains(components[1]))
        }
        for file in overlay { library.filesByPath[file.path] = file }
        return library
    }

    private static func files(in folder: URL, as prefix: String, origin: ResourceOrigin) throws(KnowledgeError)
        -> [ResourceFile]
    {
        try DirectoryReader.textFiles(under: folder).map { relativePath, text in
            ResourceFile(
                path: "\(prefix)/\(relativePath)", text: text, origin: origin,
                location: folder.appendingPathComponent(relativePath).path)
        }
    }
}
