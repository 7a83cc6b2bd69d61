import StrataKnowledge

/// A file imports another target of the package that its own target does not list among its
/// dependencies. SwiftPM may still build it, because the imported module happens to be built
/// first for some other target; a clean build, another platform or a reordered graph breaks it
/// (Tuist's `inspect implicit-imports`). An import the layering forbids is layer-dependency's
/// finding alone: declaring it would be the wrong fix.
struct UndeclaredDependency: ProjectRule {
    static let id = "undeclared-dependency"
    static let placeholders: Set<String> = ["target", "module"]

    private let knowledge: VerifyKnowledge
    private let customLayers: [String: CustomLayer]

    init(context: RuleContext) {
        knowledge = context.knowledge
        customLayers = context.customLayers
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        TargetMembership.forEachManifest(of: project) { membership, files in
            for (file, target) in files {
                let declared = Set(target.dependencies.map(\.name))
                for declaration in file.imports
                where membership.targetNames.contains(declaration.module) && declaration.module != target.name
                    && !declared.contains(declaration.module)
                    && membership.layeringAllows(
                        target.name, toDependOn: declaration.module, knowledge: knowledge, customLayers: customLayers)
                {
                    report.add(
                        file: file.path, line: declaration.line, column: declaration.column,
                        lineText: declaration.lineText, ["target": target.name, "module": declaration.module])
                }
            }
        }
    }
}
