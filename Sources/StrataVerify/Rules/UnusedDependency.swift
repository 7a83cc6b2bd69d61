import StrataKnowledge

/// A target lists another target of the package as a dependency that none of its files
/// imports: the edge slows builds and blurs the layering the manifest documents (Tuist's
/// `inspect redundant-imports`). Targets none of whose files were found are left alone, as is a
/// test bundle's dependency on the module it is named for, and so
/// are edges the layering forbids (layer-dependency's findings). So are targets holding nothing but
/// the unedited skeleton of `strata new`, whose edges are declared ahead of the first feature: following
/// the fix hint there would break the next `strata feature`.
struct UnusedDependency: DeclaredDependencyRule {
    static let id = "unused-dependency"

    static let findsAtImports = false

    let layering: DependencyLayering

    func check(
        _ membership: TargetMembership, files: [(file: FileFacts, target: ManifestFacts.Target)],
        of project: ProjectFacts, into report: inout ProjectReport
    ) {
        var importsByTarget: [String: Set<String>] = [:]
        var writtenTargets: Set<String> = []
        var shippingTargets: Set<String> = []
        for (file, target) in files {
            importsByTarget[target.name, default: []].formUnion(file.imports.map(\.module))
            if !project.skeletonFiles.contains(file.path) { writtenTargets.insert(target.name) }
            if !file.isTest { shippingTargets.insert(target.name) }
        }
        for target in membership.manifest.targets where writtenTargets.contains(target.name) {
            guard let imported = importsByTarget[target.name] else { continue }
            let isTest = !shippingTargets.contains(target.name)
            for dependency in membership.localDependencies(of: target)
            where !imported.contains(dependency.module)
                && !(isTest && Self.isSubject(dependency.module, ofTests: target.name))
                && membership.layeringAllows(target.name, toDependOn: dependency.module, under: layering)
            {
                report.addDependency(at: dependency, target: target.name, manifest: "Package.swift")
            }
        }
    }

    /// Whether `module` is what the test bundle `tests` is named for (`PodcastsTests` tests
    /// `Podcasts`): a test bundle depends on its subject though a template test imports nothing yet.
    private static func isSubject(_ module: String, ofTests tests: String) -> Bool {
        ["UITests", "Tests"].contains { tests.hasSuffix($0) && String(tests.dropLast($0.count)) == module }
    }

    func check(_ graph: XcodeTargetGraph, of project: ProjectFacts, into report: inout ProjectReport) {
        let factsByPath = Dictionary(project.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for target in graph.targets where target.files.allSatisfy({ $0.hasSuffix(".swift") }) {
            let files = target.files.compactMap { factsByPath[$0] }
            guard !files.isEmpty, files.contains(where: { !project.skeletonFiles.contains($0.path) }) else { continue }
            var imported = Set(files.flatMap { $0.imports.map(\.module) })
            // An app ships the frameworks those it imports need: Xcode embeds a framework in the
            // bundle only through the app's own link, so that link is used though no app file
            // imports it.
            if !target.isLibrary, !target.isTest {
                imported.formUnion(graph.reachableModules(from: imported.filter(graph.libraryModules.contains)))
            }
            for dependency in target.dependencies
            where graph.libraryModules.contains(dependency.module) && !imported.contains(dependency.module)
                && !(target.isTest && Self.isSubject(dependency.module, ofTests: target.name))
                && graph.layeringAllows(target, toDependOn: dependency.module, under: layering)
            {
                report.addDependency(
                    at: dependency, target: target.name, manifest: XcodeTargetGraph.projectName(of: target))
            }
        }
    }
}
