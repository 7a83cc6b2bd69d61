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
            objects: objectTable, project: project, projectPath: projectPath,
            objectLines: ObjectLines.index(bytes), listedLines: ObjectLines.listed(bytes), listFiles: listFiles)
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

/// Where each object of a project file is defined: the line `<identifier> /* comment */ = {` opens,
/// as Xcode writes every object on a line of its own (or opens it there).
enum ObjectLines {
    static func index(_ bytes: [UInt8]) -> [String: XcodeTarget.Line] {
        var lines: [String: XcodeTarget.Line] = [:]
        var number = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let identifier = definedIdentifier(bytes[start..<end]), lines[identifier] == nil {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                lines[identifier] = XcodeTarget.Line(
                    number: number, text: text.hasSuffix("\r") ? String(text.dropLast()) : text)
            }
            number += 1
            start = end + 1
        }
        return lines
    }

    /// Where each object is listed as a member of another's list: the line `<identifier> /* comment */,`
    /// (a build file in its target's build phase), the first such line for an object listed twice.
    static func listed(_ bytes: [UInt8]) -> [String: XcodeTarget.Line] {
        var lines: [String: XcodeTarget.Line] = [:]
        var number = 1
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let identifier = listedIdentifier(bytes[start..<end]), lines[identifier] == nil {
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                lines[identifier] = XcodeTarget.Line(
                    number: number, text: text.hasSuffix("\r") ? String(text.dropLast()) : text)
            }
            number += 1
            start = end + 1
        }
        return lines
    }

    /// The identifier a line lists, when it reads `<identifier> [/* … */],` and nothing more.
    private static func listedIdentifier(_ line: ArraySlice<UInt8>) -> String? {
        guard let (name, index) = leadingIdentifier(line), index < line.endIndex, line[index] == UInt8(ascii: ",")
        else { return nil }
        let rest = line[(index + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
        return rest.isEmpty ? String(decoding: name, as: UTF8.self) : nil
    }

    /// The identifier a line defines, when it reads `<identifier> [/* … */] = {`.
    private static func definedIdentifier(_ line: ArraySlice<UInt8>) -> String? {
        guard let (name, index) = leadingIdentifier(line), index + 2 < line.endIndex,
            line[index] == UInt8(ascii: "="), line[index + 1] == UInt8(ascii: " "), line[index + 2] == UInt8(ascii: "{")
        else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    /// The identifier a line starts with, after its indentation, and where what follows it and its
    /// `/* … */` comment, if any, begins.
    private static func leadingIdentifier(_ line: ArraySlice<UInt8>) -> (ArraySlice<UInt8>, Int)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] == UInt8(ascii: "\t") || line[index] == UInt8(ascii: " ") {
            index += 1
        }
        let nameStart = index
        while index < line.endIndex, isIdentifierByte(line[index]) { index += 1 }
        guard index > nameStart else { return nil }
        let name = line[nameStart..<index]
        while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        if index + 1 < line.endIndex, line[index] == UInt8(ascii: "/"), line[index + 1] == UInt8(ascii: "*") {
            var close = index + 2
            while close + 1 < line.endIndex, !(line[close] == UInt8(ascii: "*") && line[close + 1] == UInt8(ascii: "/"))
            {
                close += 1
            }
            index = close + 2
            while index < line.endIndex, line[index] == UInt8(ascii: " ") { index += 1 }
        }
        return (name, index)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte == UInt8(ascii: "_")
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
