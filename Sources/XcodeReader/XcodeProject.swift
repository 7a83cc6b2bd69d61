import Foundation

/// An Xcode project (`.xcodeproj`) read from its `project.pbxproj`: its native targets, the files each
/// compiles, and what each depends on, links and uses from Swift packages.
public struct XcodeProject: Sendable, Equatable {
    /// The `.xcodeproj` folder, relative to the root it was read against.
    public var path: String
    public var targets: [XcodeTarget]
    /// The local Swift packages the project references, by path.
    public var localPackages: [String]

    public init(path: String, targets: [XcodeTarget], localPackages: [String]) {
        self.path = path
        self.targets = targets
        self.localPackages = localPackages
    }

    /// Reads `<root>/<path>/project.pbxproj`. Files are given relative to `root`; folders that Xcode
    /// synchronizes with the disk are listed from under `root`.
    public static func read(at path: String, in root: URL) throws(XcodeReadError) -> XcodeProject {
        let projectPath = ProjectPath.normalize(path)
        let file = ProjectPath.join(projectPath, "project.pbxproj")
        let bytes: [UInt8]
        do {
            bytes = Array(try Data(contentsOf: root.appendingPathComponent(file)))
        } catch {
            throw XcodeReadError(
                file: file, message: "cannot be read (\(error.localizedDescription))",
                fix: "check that the project file exists and is readable")
        }
        return try read(
            bytes, projectPath: projectPath, listFiles: { folder in DiskFolder.files(under: root, folder: folder) })
    }

    /// Reads a project file's bytes. `listFiles` gives the files under a folder (relative to it), for
    /// synchronized folders; it is asked only about folders inside the root.
    public static func read(
        _ bytes: [UInt8], projectPath: String, listFiles: @escaping (String) -> [String] = { _ in [] }
    ) throws(XcodeReadError) -> XcodeProject {
        let file = ProjectPath.join(projectPath, "project.pbxproj")
        let root: PropertyListValue
        do {
            root = try PropertyListReader.read(bytes)
        } catch {
            throw XcodeReadError(
                file: file, line: error.line, column: error.column, message: error.message,
                fix: "open the project in Xcode, or restore project.pbxproj from version control")
        }
        let objects = ProjectObjects(root: root)
        guard let objectTable = objects.table, let rootID = root.dictionary?["rootObject"]?.string,
            let project = objectTable[rootID], project["isa"]?.string == "PBXProject"
        else {
            throw XcodeReadError(
                file: file, message: "has no PBXProject root object, so it is not an Xcode project file",
                fix: "open the project in Xcode, or restore project.pbxproj from version control")
        }
        let graph = ProjectGraph(
            objects: objectTable, project: project, projectPath: projectPath, listFiles: listFiles)
        return XcodeProject(
            path: projectPath, targets: graph.targets(), localPackages: graph.localPackagePaths())
    }
}

/// The `objects` table of a project file: every object by its identifier.
private struct ProjectObjects {
    let table: [String: [String: PropertyListValue]]?

    init(root: PropertyListValue) {
        guard let objects = root.dictionary?["objects"]?.dictionary else {
            table = nil
            return
        }
        var table: [String: [String: PropertyListValue]] = [:]
        table.reserveCapacity(objects.count)
        for (identifier, value) in objects {
            if let object = value.dictionary { table[identifier] = object }
        }
        self.table = table
    }
}

/// Lists the files under a folder of the disk, hidden files and bundle-like folders left out.
enum DiskFolder {
    /// Folders Xcode treats as one item (asset catalogs, bundles, models), never walked for sources.
    static let opaqueExtensions: Set<String> = [
        "xcassets", "bundle", "framework", "xcframework", "xcdatamodeld", "docc", "playground", "app", "xcodeproj",
        "xcworkspace", "scnassets", "rcproject", "xcstickers",
    ]

    static func files(under root: URL, folder: String) -> [String] {
        guard !folder.hasPrefix("/"), !folder.hasPrefix("../"), !folder.hasPrefix("$(") else { return [] }
        let base = folder.isEmpty ? root : root.appendingPathComponent(folder)
        var found: [String] = []
        walk(base, prefix: "", into: &found)
        return found.sorted()
    }

    private static func walk(_ folder: URL, prefix: String, into found: inout [String]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            if isDirectory.boolValue {
                let pathExtension = url.pathExtension.lowercased()
                if !opaqueExtensions.contains(pathExtension) { walk(url, prefix: relative, into: &found) }
            } else {
                found.append(relative)
            }
        }
    }
}
