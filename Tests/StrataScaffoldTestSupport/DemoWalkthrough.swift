import Foundation
import StrataKnowledge
import StrataScaffold
import StrataTestSupport

/// The demo package's walkthrough, done by the real scaffolder into a temporary folder:
/// `strata new Demo`, then `feature Profile`, `feature Settings --shape single` and
/// `feature Orders --entity Order --shape form`.
///
/// Each walkthrough (a style and its features) is scaffolded once per process and each instance gets its own copy
/// of the files it wrote, in a folder of its own that it may change: scaffolding is deterministic (`ScaffolderTests`
/// scaffolds twice afresh and compares), and the suite asks for the same few packages dozens of times.
public struct DemoWalkthrough {
    public typealias Feature = SamplePackage.Feature

    public static let features = SamplePackage.features

    public let folder: TemporaryDirectory
    public let style: ViewModelStyleID
    public let scaffolder = Scaffolder(library: .shipped)

    public var packageRoot: URL { folder.url.appendingPathComponent(SamplePackage.module) }

    /// A copy of the walkthrough's package, scaffolded the first time a test asks for it.
    public init(style: ViewModelStyleID, features: [Feature] = Self.features) throws {
        let tree = try Self.tree(style: style, features: features)
        folder = try TemporaryDirectory()
        self.style = style
        try tree.write(into: folder.url)
    }

    /// The walkthrough package's files by path from its root, as `files()` reads them, for tests that only read
    /// them: nothing is written to disk.
    public static func files(style: ViewModelStyleID, features: [Feature] = Self.features) throws -> [String: String] {
        let prefix = SamplePackage.module + "/"
        var files: [String: String] = [:]
        for file in try tree(style: style, features: features).files where file.path.hasPrefix(prefix) {
            guard let text = String(data: file.data, encoding: .utf8) else {
                throw CocoaError(.fileReadInapplicableStringEncoding)
            }
            files[String(file.path.dropFirst(prefix.count))] = text
        }
        return files
    }

    /// The walkthrough scaffolded now, by the real scaffolder, whatever was scaffolded before.
    public init(scaffoldingAfresh style: ViewModelStyleID, features: [Feature] = Self.features) throws {
        folder = try TemporaryDirectory()
        self.style = style
        try PlanWriter.apply(
            scaffolder.newPackage(named: SamplePackage.module, style: style, in: folder.url, force: false).plan)
        for feature in features { try add(feature) }
    }

    public func add(_ feature: Feature) throws {
        try PlanWriter.apply(featureOutcome(feature).plan)
    }

    public func featureOutcome(_ feature: Feature, force: Bool = false) throws -> Scaffolder.Outcome {
        try scaffolder.feature(
            feature.request(), module: SamplePackage.module, style: style, packageRoot: packageRoot, force: force)
    }

    public func files() throws -> [String: String] { try FixtureTree.read(packageRoot) }

    private static let scaffolded = ScaffoldedTrees()

    private static func tree(style: ViewModelStyleID, features: [Feature]) throws -> FileTree {
        try scaffolded.tree(for: key(style: style, features: features)) {
            let scaffolded = try Self(scaffoldingAfresh: style, features: features)
            return try withExtendedLifetime(scaffolded.folder) { try FileTree.read(scaffolded.folder.url) }
        }
    }

    private static func key(style: ViewModelStyleID, features: [Feature]) -> String {
        ([style.rawValue] + features.map { "\($0)" }).joined(separator: "\n")
    }
}

/// The walkthroughs scaffolded so far in this process, each scaffolded by the first test asking for it while tests
/// asking for the same one wait for it.
private final class ScaffoldedTrees: @unchecked Sendable {
    private final class Entry: @unchecked Sendable {
        let lock = NSLock()
        var tree: FileTree?
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    func tree(for key: String, scaffold: () throws -> FileTree) throws -> FileTree {
        let entry = lock.withLock {
            if let entry = entries[key] { return entry }
            let entry = Entry()
            entries[key] = entry
            return entry
        }
        return try entry.lock.withLock {
            if let tree = entry.tree { return tree }
            let tree = try scaffold()
            entry.tree = tree
            return tree
        }
    }
}

/// A folder's files and folders, byte for byte, to write again elsewhere.
private struct FileTree: Sendable {
    var folders: [String] = []
    var files: [(path: String, data: Data)] = []

    static func read(_ root: URL) throws -> FileTree {
        var tree = FileTree()
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            let url = root.appendingPathComponent(relative)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                tree.folders.append(relative)
            } else {
                tree.files.append((relative, try Data(contentsOf: url)))
            }
        }
        return tree
    }

    func write(into root: URL) throws {
        for folder in folders {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in files { try file.data.writeWithoutSyncing(to: root.appendingPathComponent(file.path)) }
    }
}
