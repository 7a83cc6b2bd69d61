import StrataKnowledge

/// layer-dependency for strata.json's custom layers: the same findings in the same words, against
/// the graph and import lists the custom layer declares instead of architecture.json's.
extension LayerDependency {
    /// Imports of layer modules outside the custom layer's `dependsOn`, and of frameworks its
    /// import lists forbid.
    func check(_ file: CheckedFile, in layer: CustomLayer, into report: inout RuleReport) {
        for declaration in file.index.imports {
            let allowed: String
            if let target = context.layerName(ofModule: declaration.module) {
                guard target != layer.id, !layer.dependsOn.contains(target) else { continue }
                allowed = layer.allowedLayers
            } else {
                guard layer.forbids(framework: declaration.module) else { continue }
                allowed = layer.allowedLayersAndFrameworks
            }
            report.add(
                line: declaration.line, column: declaration.column,
                ["layer": layer.id, "module": declaration.module, "allowed": allowed])
        }
    }

    /// Package.swift dependencies of a custom layer's target on layer targets outside its `dependsOn`.
    func check(
        _ target: ManifestFacts.Target, in layer: CustomLayer, manifest: ManifestFacts, modules: ModuleLayers,
        into report: inout ProjectReport
    ) {
        for dependency in target.dependencies {
            guard let dependencyLayer = modules.layerName(of: dependency.module),
                dependencyLayer != layer.id, dependencyLayer != LayerMap.testsLayer,
                !layer.dependsOn.contains(dependencyLayer)
            else { continue }
            report.add(
                file: manifest.path, line: dependency.line, column: dependency.column, lineText: dependency.lineText,
                ["layer": layer.id, "module": dependency.module, "allowed": layer.allowedLayers])
        }
    }
}
