import StrataKnowledge

/// A file imports another target of the package that its own target does not list among its
/// dependencies. SwiftPM may still build it, because the imported module happens to be built
/// first for some other target; a clean build, another platform or a reordered graph breaks it
/// (Tuist's `inspect implicit-imports`). An import the layering forbids is layer-dependency's
/// finding alone: declaring it would be the wrong fix. In an Xcode project, a file imports a
/// framework target of the project that its target neither depends on nor links, directly or
/// through the targets it does depend on.
struct UndeclaredDependency: DeclaredDependencyRule {
    static let id = "undeclared-dependency"

    static let findsAtImports = true

    let layering: DependencyLayering

    func check(
        _ membership: TargetMembership, files: [(file: FileFacts, target: ManifestFacts.Target)],
        of project: ProjectFacts, into report: inout ProjectReport
    ) {
        var declaredByTarget: [String: Set<String>] = [:]
        for (file, target) in files {
            let declared = declaredByTarget[target.name] ?? Set(target.dependencies.map(\.module))
            declaredByTarget[target.name] = declared
            for declaration in file.imports
            where membership.targetNames.contains(declaration.module) && declaration.module != target.name
                && !declared.contains(declaration.module)
                && membership.layeringAllows(target.name, toDependOn: declaration.module, under: layering)
            {
                report.addDependency(at: declaration, in: file.path, target: target.name, manifest: "Package.swift")
            }
        }
    }

    func check(_ graph: XcodeTargetGraph, of project: ProjectFacts, into report: inout ProjectReport) {
        var targetsByFile: [String: [XcodeTargetFacts]] = [:]
        for target in graph.targets {
            for file in target.files { targetsByFile[file, default: []].append(target) }
        }
        var reachable: [String: Set<String>] = [:]
        for file in project.files where project.reports(file.path) {
            guard let targets = targetsByFile[file.path] else { continue }
            for declaration in file.imports where graph.libraryModules.contains(declaration.module) {
                let undeclaredIn = targets.first { target in
                    guard target.module != declaration.module else { return false }
                    let modules = reachable[target.module] ?? graph.reachableModules(from: target)
                    reachable[target.module] = modules
                    return !modules.contains(declaration.module)
                        && graph.layeringAllows(target, toDependOn: declaration.module, under: layering)
                }
                guard let target = undeclaredIn else { continue }
                report.addDependency(
                    at: declaration, in: file.path, target: target.name,
                    manifest: XcodeTargetGraph.projectName(of: target))
            }
        }
    }
}
