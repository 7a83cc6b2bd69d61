import Foundation
import StrataCore

/// Reads every regular, non-hidden file below a folder as UTF-8 text.
enum DirectoryReader {
    /// `(relative path, text)` pairs sorted by path; an absent folder yields nothing.
    static func textFiles(under linkedFolder: URL) throws(KnowledgeError) -> [(relativePath: String, text: String)] {
        // Walked at its real path: the walker does not enter a folder named by a link, so a
        // linked overlay would be read as empty.
        let folder = PathContainment.resolved(linkedFolder.path).map { URL(fileURLWithPath: $0) } ?? linkedFolder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            return []
        }
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [(relativePath: String, text: String)] = []
        for case let relativePath as String in walker.allObjects {
            if relativePath.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let url = folder.appendingPathComponent(relativePath)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            // A project's overlay comes from whoever wrote the repository: a link out of the
            // folder (to /etc/passwd, to a key) must not be read, nor quoted back in an error.
            guard PathContainment.relativePath(of: url.path, inside: folder.path) != nil else {
                throw .unusableFile(
                    path: url.path,
                    reason: "a symbolic link to a file outside \(folder.lastPathComponent)/; "
                        + "copy the file in instead of linking to it")
            }
            files.append((relativePath, try readText(at: url)))
        }
        return files.sorted { $0.relativePath < $1.relativePath }
    }

    static func readText(at url: URL) throws(KnowledgeError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .unreadableFile(path: url.path, reason: "not valid UTF-8")
        }
        return text
    }

    /// Fails unless `url` is a folder: missing, or a file given where a folder was meant.
    static func requireFolder(_ path: String, holding contents: String) throws(KnowledgeError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missingFile(path: path)
        }
        guard isDirectory.boolValue else {
            throw .unusableFile(path: path, reason: "is a file; pass the folder that holds \(contents)")
        }
    }

    static func folderExists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
