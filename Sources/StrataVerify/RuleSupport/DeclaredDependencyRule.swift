import StrataKnowledge

/// A rule about the dependencies a project declares: undeclared-dependency and unused-dependency. Each judges every
/// Package.swift of the project with the files its targets hold, then the Xcode projects' targets when any is a
/// library; what they share — the walks, the layering they defer to, the finding's values — is here, and each rule's
/// file holds only what it looks for.
protocol DeclaredDependencyRule: ProjectRule {
    var layering: DependencyLayering { get }
    /// Whether the rule's findings lie at files' imports, each judged on its own file: then a run over part of the
    /// project judges only the files it reports. Otherwise they lie at declarations in the manifests, judged on
    /// every file of their targets, and a manifest none of whose declarations is reported is not judged.
    static var findsAtImports: Bool { get }
    init(layering: DependencyLayering)
    /// The findings within one Package.swift: `files` are the project's files its targets hold (in the project's
    /// order), each with its target.
    func check(
        _ membership: TargetMembership, files: [(file: FileFacts, target: ManifestFacts.Target)],
        of project: ProjectFacts, into report: inout ProjectReport)
    /// The findings among the Xcode projects' targets, called when one of them is a library.
    func check(_ graph: XcodeTargetGraph, of project: ProjectFacts, into report: inout ProjectReport)
}

extension DeclaredDependencyRule {
    static var placeholders: Set<String> { ["target", "module", "manifest"] }

    init(context: RuleContext) {
        self.init(layering: DependencyLayering(knowledge: context.knowledge, customLayers: context.customLayers))
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        // A partial run keeps only the findings in the files it reports (see `ProjectFacts.reportedPaths`).
        let judged = Self.findsAtImports ? project.files.filter { project.reports($0.path) } : project.files
        for manifest in project.manifests
        where Self.findsAtImports || manifest.targets.contains(where: { $0.dependencies.contains(where: reported) }) {
            let membership = TargetMembership(manifest: manifest, project: project)
            let files = judged.compactMap { file in membership.target(of: file).map { (file, $0) } }
            check(membership, files: files, of: project, into: &report)
        }
        guard
            Self.findsAtImports
                || project.xcodeTargets.contains(where: { $0.dependencies.contains(where: reported) })
        else { return }
        let graph = XcodeTargetGraph(project: project)
        guard !graph.libraryModules.isEmpty else { return }
        check(graph, of: project, into: &report)

        func reported(_ declaration: DependencyDeclaration) -> Bool { project.reports(declaration.file) }
    }
}

/// Which layer may depend on which: architecture.json's layers, and strata.json's custom layers. An edge the layering
/// forbids is layer-dependency's finding alone: declaring or keeping it would be the wrong fix.
struct DependencyLayering {
    let knowledge: VerifyKnowledge
    let customLayers: [String: CustomLayer]

    /// Whether a target of layer `from` may depend on one of layer `to`; true when either has none.
    func allows(from: String?, to: String?) -> Bool {
        if let from = from.flatMap({ customLayers[$0] }) {
            guard let to, to != LayerMap.testsLayer else { return true }
            return from.id == to || from.dependsOn.contains(to)
        }
        guard let from = from.flatMap({ knowledge.layer($0) }), let to = to.flatMap({ LayerID(rawValue: $0) })
        else { return true }
        return from.id == to || from.dependsOn.contains(to)
    }
}

extension ProjectReport {
    /// A finding at an import of `module` in `file` that `target` does not declare; `manifest` names where the
    /// target's dependencies are declared (`Package.swift`, `App.xcodeproj`).
    mutating func addDependency(at declaration: ImportFact, in file: String, target: String, manifest: String) {
        add(
            file: file, line: declaration.line, column: declaration.column, lineText: declaration.lineText,
            ["target": target, "module": declaration.module, "manifest": manifest])
    }

    /// A finding at a dependency `target` declares.
    mutating func addDependency(at declaration: DependencyDeclaration, target: String, manifest: String) {
        add(
            file: declaration.file, line: declaration.line, column: declaration.column, lineText: declaration.lineText,
            ["target": target, "module": declaration.module, "manifest": manifest])
    }
}
