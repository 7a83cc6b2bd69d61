import Foundation

/// Everything Xcode knows about a folder's apps: the projects its workspaces list (or, without a
/// workspace, the projects found in it), their targets with the files each compiles, the local Swift
/// packages they bring in, and the Podfile's targets and pods. What cannot be read is in `problems`,
/// one located error each, and the rest is still read.
public struct XcodeWorkspace: Sendable, Equatable {
    /// The workspaces read, relative to the root.
    public var workspaces: [String]
    public var projects: [XcodeProject]
    /// Folders holding a `Package.swift` that a workspace or project references.
    public var localPackages: [String]
    public var podfile: Podfile?
    public var problems: [XcodeReadError]

    /// Every target of every project, with its project.
    public var targets: [(project: XcodeProject, target: XcodeTarget)] {
        projects.flatMap { project in project.targets.map { (project, $0) } }
    }

    /// The targets that compile a file (relative to the root).
    public func targets(compiling file: String) -> [XcodeTarget] {
        targets.map(\.target).filter { $0.sourceFiles.contains(file) }
    }

    /// The pods the Podfile links into a target of a project: those of the Podfile target with the
    /// target's name whose `project` (when it names one) is that project.
    public func pods(of target: XcodeTarget, in project: XcodeProject) -> [Podfile.Pod] {
        guard let podfile else { return [] }
        let candidates = podfile.targets.filter { $0.name == target.name && !$0.isAbstract }
        let chosen = candidates.first { podfileTarget in
            guard var named = podfileTarget.project else { return true }
            if !named.hasSuffix(".xcodeproj") { named += ".xcodeproj" }
            return ProjectPath.normalize(named) == project.path
        }
        return chosen.map { podfile.linkedPods(of: $0.name) } ?? []
    }

    /// Every file some target compiles.
    public var compiledFiles: Set<String> { Set(targets.flatMap(\.target.sourceFiles)) }

    /// Folders never searched for projects: what tools download or build, and CocoaPods' own
    /// project of third-party code (its pods are read from the Podfile instead).
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "build", "Build"]

    /// How deep below the root projects and workspaces are looked for.
    static let searchDepth = 3

    /// Reads the Xcode side of the folder at `root`: every `.xcworkspace` and `.xcodeproj` up to three
    /// folders down (not inside hidden, `Pods`, `Carthage` or build folders), the projects and packages
    /// the workspaces list, and `Podfile` at the root. Paths are relative to `root`.
    public static func load(root: URL) -> XcodeWorkspace {
        var found = (workspaces: [String](), projects: [String]())
        search(root, relative: "", depth: 0, into: &found)
        var workspace = XcodeWorkspace(workspaces: [], projects: [], localPackages: [], podfile: nil, problems: [])
        var projectPaths = found.projects
        var packages: [String] = []
        for path in found.workspaces {
            let file = ProjectPath.join(path, "contents.xcworkspacedata")
            do throws(XcodeReadError) {
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) else {
                    throw XcodeReadError(
                        file: file, message: "cannot be read", fix: "check that the workspace is complete")
                }
                let contents = try WorkspaceContents.read(
                    String(decoding: data, as: UTF8.self), workspaceFolder: ProjectPath.dropLastComponent(path),
                    file: file)
                workspace.workspaces.append(path)
                for reference in contents.references {
                    if reference.hasSuffix(".xcodeproj") {
                        let isCocoaPods = reference.split(separator: "/").contains {
                            skippedFolders.contains(String($0))
                        }
                        if !isCocoaPods && !projectPaths.contains(reference) { projectPaths.append(reference) }
                    } else if FileManager.default.fileExists(
                        atPath: root.appendingPathComponent(ProjectPath.join(reference, "Package.swift")).path)
                    {
                        packages.append(reference)
                    }
                }
            } catch {
                workspace.problems.append(error)
            }
        }
        for path in projectPaths {
            do {
                let project = try XcodeProject.read(at: path, in: root)
                workspace.projects.append(project)
                packages += project.localPackages
            } catch {
                workspace.problems.append(error)
            }
        }
        var seen: Set<String> = []
        workspace.localPackages = packages.filter { seen.insert($0).inserted }
        if let data = FileManager.default.contents(atPath: root.appendingPathComponent("Podfile").path) {
            do {
                workspace.podfile = try Podfile.read(String(decoding: data, as: UTF8.self), file: "Podfile")
            } catch {
                workspace.problems.append(error)
            }
        }
        return workspace
    }

    private static func search(
        _ folder: URL, relative: String, depth: Int, into found: inout (workspaces: [String], projects: [String])
    ) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") && !skippedFolders.contains(name) {
            let path = relative.isEmpty ? name : relative + "/" + name
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            if name.hasSuffix(".xcworkspace") {
                found.workspaces.append(path)
            } else if name.hasSuffix(".xcodeproj") {
                // A project's own `project.xcworkspace` lists only the project itself.
                found.projects.append(path)
            } else if depth < searchDepth && !DiskFolder.opaqueExtensions.contains(url.pathExtension.lowercased()) {
                search(url, relative: path, depth: depth + 1, into: &found)
            }
        }
    }

    public static func == (lhs: XcodeWorkspace, rhs: XcodeWorkspace) -> Bool {
        lhs.workspaces == rhs.workspaces && lhs.projects == rhs.projects && lhs.localPackages == rhs.localPackages
            && lhs.podfile == rhs.podfile && lhs.problems == rhs.problems
    }
}
