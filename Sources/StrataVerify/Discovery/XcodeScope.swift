import Foundation
import XcodeReader

/// Which discovered Swift files an Xcode project says are the app's code: those a target compiles,
/// and those of a Swift package (which its manifest builds). A folder of Xcode file templates or
/// scratch files no target compiles is left unchecked. A project it cannot read becomes one warning
/// and leaves every file checked, as without a project.
struct XcodeScope {
    /// Root-relative files some target compiles; nil when no project describes the discovered files.
    let compiled: Set<String>?
    let problems: [InputProblem]
    /// The framework and library targets: modules other targets import.
    let libraries: [(module: String, files: [String])]
    private let root: String
    private var packageFolders: [String: Bool] = [:]

    /// The Xcode projects under `root` (see `XcodeWorkspace.load`), unless `root` is a Swift package,
    /// whose manifest says what is built.
    init(root: String, discovered: [SourceFileReference]) {
        self.root = root
        guard !FileManager.default.fileExists(atPath: root + "/Package.swift") else {
            compiled = nil
            problems = []
            libraries = []
            return
        }
        let workspace = XcodeWorkspace.load(root: URL(fileURLWithPath: root))
        problems = workspace.problems.map { error in
            .unreadableProject(
                path: error.file, line: error.line, column: error.column, reason: "\(error.message); \(error.fix)")
        }
        let compiledFiles = workspace.compiledFiles
        // A project that compiles none of the files found (an empty or foreign project) says nothing about them.
        let describesFiles = discovered.contains { compiledFiles.contains($0.relativePath) }
        compiled = describesFiles ? compiledFiles : nil
        let libraryTypes: [XcodeTarget.ProductType] = [.framework, .staticLibrary, .dynamicLibrary]
        libraries =
            describesFiles
            ? workspace.targets.map(\.target).filter { libraryTypes.contains($0.productType) }
                .map { ($0.moduleName, $0.sourceFiles) } : []
    }

    /// Each library target's layer: the one its module name gives, else the one all its layered
    /// files share (a module mixing layers has none, and is judged file by file).
    func libraryLayers(knowledge: VerifyKnowledge, layersOf: ([String]) -> [String?]) -> [String: String] {
        var layers: [String: String] = [:]
        for library in libraries {
            if let named = knowledge.layer(ofModule: library.module) {
                layers[library.module] = named.id.rawValue
                continue
            }
            let fileLayers = Set(layersOf(library.files).compactMap { $0 })
            if fileLayers.count == 1, let layer = fileLayers.first { layers[library.module] = layer }
        }
        return layers
    }

    /// Whether to check the file: compiled by a target, inside a Swift package, outside the root,
    /// or named on the command line (`explicit`).
    mutating func keeps(_ file: SourceFileReference, explicit: Set<String>) -> Bool {
        guard let compiled else { return true }
        let path = file.relativePath
        if compiled.contains(path) || path.hasPrefix("/") || explicit.contains(file.absolutePath) { return true }
        return isInPackage(path)
    }

    private mutating func isInPackage(_ path: String) -> Bool {
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let key = String(folder)
            if let known = packageFolders[key] {
                if known { return true }
                continue
            }
            let isPackage = FileManager.default.fileExists(atPath: root + "/" + key + "/Package.swift")
            packageFolders[key] = isPackage
            if isPackage { return true }
        }
        return false
    }
}
