import Foundation

/// Reads every regular, non-hidden file below a folder as UTF-8 text.
enum DirectoryReader {
    /// `(relative path, text)` pairs sorted by path; an absent folder yields nothing.
    static func textFiles(under folder: URL) throws(KnowledgeError) -> [(relativePath: String, text: String)] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
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

    static func folderExists(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
