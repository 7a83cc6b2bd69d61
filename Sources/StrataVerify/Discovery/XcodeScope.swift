import Foundation
import StrataCore
import SwiftScanner
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
    /// The module of every target the projects declare: the project's own, whatever they build.
    let modules: [String]
    /// The Xcode projects' targets, with what each depends on and links; empty for a Tuist project.
    let targets: [XcodeTargetFacts]
    /// The folders holding the projects (`""` for the root): a file outside all of them is not theirs to judge.
    private let projectFolders: [String]
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
            modules = []
            targets = []
            projectFolders = []
            return
        }
        let workspace = XcodeWorkspace.load(root: URL(fileURLWithPath: root))
        var problems = workspace.problems.map { error in
            InputProblem.unreadableProject(
                path: error.file, line: error.line, column: error.column, reason: "\(error.message); \(error.fix)")
        }
        let libraryTypes: [XcodeTarget.ProductType] = [.framework, .staticLibrary, .dynamicLibrary]
        var targets = workspace.targets.map(\.target).map {
            (module: $0.moduleName, isLibrary: libraryTypes.contains($0.productType), files: $0.sourceFiles)
        }
        var folders = workspace.projects.map { String($0.path.split(separator: "/").dropLast().joined(separator: "/")) }
        var tuistFacts: [XcodeTargetFacts] = []
        if workspace.projects.isEmpty {
            (folders, targets, tuistFacts) = Self.tuistTargets(
                root: root, discovered: discovered.map(\.relativePath), problems: &problems)
        }
        projectFolders = folders
        self.problems = problems
        let compiledFiles = Set(targets.flatMap(\.files))
        // A project that compiles none of the files found (an empty or foreign project) says nothing about them.
        let describesFiles = discovered.contains { compiledFiles.contains($0.relativePath) }
        compiled = describesFiles ? compiledFiles : nil
        libraries = describesFiles ? targets.filter(\.isLibrary).map { ($0.module, $0.files) } : []
        modules = targets.map(\.module)
        let podfileLines = workspace.podfile == nil ? [] : Self.lines(ofFile: root + "/Podfile")
        self.targets =
            !describesFiles
            ? [] : workspace.projects.isEmpty ? tuistFacts : Self.facts(of: workspace, podfileLines: podfileLines)
    }

    private static func lines(ofFile path: String) -> [String] {
        let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0)
        }
    }

    /// Pods that install a command-line tool run at build time, not a module a target imports.
    static let toolPods: Set<String> = ["SwiftLint", "SwiftFormat", "SwiftGen", "Sourcery", "LicensePlist", "R.swift"]

    /// Each target of the workspace's projects: the project's targets it depends on (directly, or by
    /// linking their framework), and what else it links (pods, package products, frameworks).
    static func facts(of workspace: XcodeWorkspace, podfileLines: [String]) -> [XcodeTargetFacts] {
        let libraryTypes: [XcodeTarget.ProductType] = [.framework, .staticLibrary, .dynamicLibrary]
        let projectModules = Set(workspace.targets.map(\.target.moduleName))
        return workspace.targets.map { project, target in
            let file = project.path + "/project.pbxproj"
            func reference(_ module: String, _ line: XcodeTarget.Line?, kind: DependencyDeclaration.Kind)
                -> DependencyDeclaration
            {
                DependencyDeclaration(
                    module: module, file: file, line: line?.number ?? 1, lineText: line?.text ?? "", kind: kind)
            }
            var dependencies: [DependencyDeclaration] = target.dependencies.map { dependency in
                let module =
                    workspace.targets.first { other in
                        other.target.name == dependency.name
                            && (dependency.project == nil ? other.project.path == project.path : true)
                    }?.target.moduleName ?? dependency.name
                return reference(module, target.declarations.dependencies[dependency.name], kind: .target)
            }
            var linked: [DependencyDeclaration] = []
            for (fileName, module) in zip(target.linkedLibraries, target.linkedModuleNames)
            where fileName.hasSuffix(".framework") || fileName.hasSuffix(".xcframework") {
                let line = target.declarations.linkedLibraries[fileName]
                if projectModules.contains(module) {
                    if !dependencies.contains(where: { $0.module == module }) {
                        dependencies.append(reference(module, line, kind: .framework))
                    }
                } else if !module.hasPrefix("Pods_") {
                    linked.append(reference(module, line, kind: .framework))
                }
            }
            for product in target.packageProducts {
                linked.append(
                    reference(product.name, target.declarations.packageProducts[product.name], kind: .packageProduct))
            }
            for pod in workspace.pods(of: target, in: project) where !toolPods.contains(pod.moduleName) {
                guard !linked.contains(where: { $0.module == pod.moduleName }) else { continue }
                linked.append(
                    DependencyDeclaration(
                        module: pod.moduleName, file: "Podfile", line: max(pod.line, 1),
                        lineText: podfileLines.indices.contains(pod.line - 1) ? podfileLines[pod.line - 1] : "",
                        kind: .pod))
            }
            return XcodeTargetFacts(
                name: target.name, module: target.moduleName, project: project.path,
                isTest: target.productType.isTest, isLibrary: libraryTypes.contains(target.productType),
                files: target.sourceFiles, dependencies: dependencies, linked: linked)
        }
    }

    /// The targets of a Tuist project, which commits no .xcodeproj: the `Project.swift` at the root, or
    /// those the root's `Workspace.swift` lists, each target compiling the discovered files its source
    /// globs match.
    private static func tuistTargets(
        root: String, discovered: [String], problems: inout [InputProblem]
    ) -> (folders: [String], targets: [(module: String, isLibrary: Bool, files: [String])], facts: [XcodeTargetFacts]) {
        var projectFolders: [String] = []
        if let data = FileManager.default.contents(atPath: root + "/Workspace.swift") {
            switch TuistManifestReader.readWorkspace(String(decoding: data, as: UTF8.self)) {
            case .success(let entries):
                let globs = entries.map { Glob(ProjectPathText.trimmed($0)) }
                projectFolders = discovered.filter { $0 == "Project.swift" || $0.hasSuffix("/Project.swift") }
                    .map { String($0.dropLast("Project.swift".count).dropLast()) }
                    .filter { folder in globs.contains { $0.matches(folder) } }
            case .failure(let failure):
                problems.append(.tuist(failure, path: "Workspace.swift"))
                return ([], [], [])
            }
        } else if FileManager.default.fileExists(atPath: root + "/Project.swift") {
            projectFolders = [""]
        }
        let libraryProducts: Set<String> = ["framework", "staticFramework", "staticLibrary", "dynamicLibrary"]
        var targets: [(module: String, isLibrary: Bool, files: [String])] = []
        var facts: [XcodeTargetFacts] = []
        for folder in projectFolders {
            let prefix = folder.isEmpty ? "" : folder + "/"
            let manifest = prefix + "Project.swift"
            guard let data = FileManager.default.contents(atPath: root + "/" + manifest) else { continue }
            switch TuistManifestReader.readProject(String(decoding: data, as: UTF8.self)) {
            case .success(let project):
                for target in project.targets {
                    let sources = target.sources.map { Glob(prefix + $0) }
                    let excluded = target.excludedSources.map { Glob(prefix + $0) }
                    let files = discovered.filter { file in
                        sources.contains { $0.matches(file) } && !excluded.contains { $0.matches(file) }
                    }
                    targets.append((target.name, libraryProducts.contains(target.product ?? ""), files))
                    facts.append(
                        tuistFacts(
                            of: target, files: files, manifest: manifest,
                            lines: String(decoding: data, as: UTF8.self).split(
                                separator: "\n", omittingEmptySubsequences: false
                            ).map(String.init),
                            isLibrary: libraryProducts.contains(target.product ?? "")))
                }
            case .failure(let failure):
                problems.append(.tuist(failure, path: manifest))
            }
        }
        return (projectFolders, targets, facts)
    }

    /// A Tuist target as the rules see an Xcode one: its `.target`/`.project` dependencies, and
    /// what it links (`.external`, `.package`, `.sdk`, frameworks), each at the first line after the
    /// target's name that writes it (the name's line when a variable names it).
    private static func tuistFacts(
        of target: TuistProject.Target, files: [String], manifest: String, lines: [String], isLibrary: Bool
    ) -> XcodeTargetFacts {
        let start = lines.firstIndex { $0.contains("\"\(target.name)\"") } ?? 0
        func reference(_ module: String, written: String, kind: DependencyDeclaration.Kind) -> DependencyDeclaration {
            let index = lines[start...].firstIndex { $0.contains(written) } ?? start
            return DependencyDeclaration(
                module: module, file: manifest, line: index + 1,
                lineText: lines.indices.contains(index) ? lines[index] : "", kind: kind)
        }
        var dependencies: [DependencyDeclaration] = []
        var linked: [DependencyDeclaration] = []
        for dependency in target.dependencies {
            switch dependency {
            case .target(let name), .project(let name, _):
                dependencies.append(reference(name, written: "\"\(name)\"", kind: .target))
            case .external(let name):
                linked.append(reference(name, written: "\"\(name)\"", kind: .packageProduct))
            case .package(let product):
                linked.append(reference(product, written: "\"\(product)\"", kind: .packageProduct))
            case .sdk(let name):
                linked.append(reference(name, written: "\"\(name)\"", kind: .framework))
            case .framework(let path), .xcframework(let path):
                let file = path.split(separator: "/").last.map(String.init) ?? path
                let module = String(file.prefix { $0 != "." })
                linked.append(reference(module, written: file, kind: .framework))
            }
        }
        let isTest = ["unitTests", "uiTests"].contains(target.product ?? "")
        return XcodeTargetFacts(
            name: target.name, module: target.name, project: manifest, isTest: isTest, isLibrary: isLibrary,
            files: files, dependencies: dependencies, linked: linked)
    }

    /// Each library target's layer: the one its module name gives, else the one all its Swift
    /// files share (a module mixing layers has none, and is judged file by file; so has one whose
    /// folders and names place only some of its files — a feature module's views placed by their
    /// names says nothing of the stores beside them).
    func libraryLayers(knowledge: VerifyKnowledge, layersOf: ([String]) -> [String?]) -> [String: String] {
        var layers: [String: String] = [:]
        for library in libraries {
            if let named = knowledge.layer(ofModule: library.module) {
                layers[library.module] = named.id.rawValue
                continue
            }
            let swiftFiles = library.files.filter { $0.hasSuffix(".swift") }
            let placed = layersOf(swiftFiles)
            let fileLayers = Set(placed.compactMap { $0 })
            if fileLayers.count == 1, !placed.contains(nil), let layer = fileLayers.first {
                layers[library.module] = layer
            }
        }
        return layers
    }

    /// Whether to check the file: compiled by a target, inside a Swift package, outside every
    /// project's folder or the root, or named on the command line (`explicit`).
    mutating func keeps(_ file: SourceFileReference, explicit: Set<String>) -> Bool {
        guard let compiled else { return true }
        let path = file.relativePath
        if compiled.contains(path) || path.hasPrefix("/") || explicit.contains(file.absolutePath) { return true }
        let inAProjectFolder = projectFolders.contains { $0.isEmpty || path.hasPrefix($0 + "/") }
        return !inAProjectFolder || isInPackage(path)
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

extension InputProblem {
    /// A Tuist manifest the reader cannot evaluate, at the line that stopped it.
    fileprivate static func tuist(_ failure: ManifestReadFailure, path: String) -> InputProblem {
        .unreadableProject(path: path, line: failure.line, column: nil, reason: failure.description)
    }
}

/// A Tuist path as a glob: without a leading `./` or a trailing `/`.
private enum ProjectPathText {
    static func trimmed(_ path: String) -> String {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
