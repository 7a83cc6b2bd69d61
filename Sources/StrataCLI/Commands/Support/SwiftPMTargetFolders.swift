import Foundation
import SwiftScanner

/// The folders whose files SwiftPM reads as a target's, from the project's `Package.swift`. A file there that is
/// neither source nor a declared resource makes every `swift build` warn ("found 1 file(s) which are unhandled"),
/// and an `exclude:` naming a file that is not there yet warns too; so an agent file can only go outside them.
struct SwiftPMTargetFolders {
    /// Project-relative folders; nil when a Package.swift exists that the reader cannot follow, where any folder
    /// may be a target's.
    let folders: [String]?

    /// The folders SwiftPM looks in for a target without `path:`: one per conventional root, since it takes the
    /// first that exists.
    private static let sourceRoots = ["Sources", "Source", "src", "srcs"]
    private static let testRoots = ["Tests"] + sourceRoots

    static func read(root: URL) -> SwiftPMTargetFolders {
        let manifest = root.appendingPathComponent("Package.swift")
        guard let data = try? Data(contentsOf: manifest) else { return SwiftPMTargetFolders(folders: []) }
        guard let targets = PackageManifestReader.read(bytes: Array(data)).targets else {
            return SwiftPMTargetFolders(folders: nil)
        }
        return SwiftPMTargetFolders(folders: targets.flatMap(folders(of:)))
    }

    private static func folders(of target: TargetInfo) -> [String] {
        if let path = target.path {
            let trimmed = path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
            return [trimmed]
        }
        switch target.kind {
        case .binary: return []
        case .test: return testRoots.map { "\($0)/\(target.name)" }
        case .plugin: return ["Plugins/\(target.name)"]
        case .regular, .executable, .macro, .system: return sourceRoots.map { "\($0)/\(target.name)" }
        }
    }

    /// Whether a file placed in `folder` would be inside a target's folder; a target at the package's root (`path:
    /// "."`) holds every folder.
    func holdFiles(in folder: String) -> Bool {
        guard let folders else { return true }
        return folders.contains { target in
            target.isEmpty || folder == target || folder.hasPrefix(target + "/")
        }
    }
}
