import StrataKnowledge

/// Imports follow architecture.json's dependency graph: a layer imports only the layer modules
/// its `dependsOn` lists and none of the frameworks its import policy (or strata.json) forbids.
/// Package.swift target dependencies are held to the same graph, where the compiler enforces it.
struct LayerDependency: FileRule, ProjectRule {
    static let id = "layer-dependency"
    static let readsTypeReferences = true
    static let checksCustomLayers = true
    static let placeholders: Set<String> = ["layer", "module", "allowed"]

    let context: RuleContext

    func check(_ file: CheckedFile, into report: inout RuleReport) {
        guard let layerID = file.layer else { return }
        if let custom = context.customLayers[layerID] { return check(file, in: custom, into: &report) }
        guard let layer = context.knowledge.layer(layerID) else { return }
        let forbidden =
            layer.id == .domain ? [] : layer.imports.forbidden + (context.forbiddenImports[layer.id.rawValue] ?? [])
        for declaration in file.index.imports {
            if let target = context.layer(ofModule: declaration.module) {
                guard target.id != layer.id, !layer.dependsOn.contains(target.id) else { continue }
            } else if !forbidden.contains(declaration.module) {
                continue
            } else {
                // A framework: say which ones the layer may not import, or "allowed: domain"
                // would read as if every framework were forbidden.
                var values = values(layer, module: declaration.module)
                values["allowed", default: ""] += ", and frameworks except \(forbidden.joined(separator: ", "))"
                report.add(line: declaration.line, column: declaration.column, values)
                continue
            }
            report.add(line: declaration.line, column: declaration.column, values(layer, module: declaration.module))
        }
    }

    func check(_ project: ProjectFacts, into report: inout ProjectReport) {
        // The engine resolved these through the project's symbol table: the graph holds for
        // types named in code as for imports, in apps with one target and no imports at all.
        for file in project.files {
            guard let layerID = file.layer else { continue }
            // A reference another running rule reports (a data service a view model holds, one a
            // view drives, a lookup of the composition root's `Container.shared`) is superseded
            // here, as rules.json says: one finding for one dependency.
            for reference in file.typeReferences
            where !reference.isInImportedLayer && !reference.isStorageWrapper
                && !reference.supersededRules.contains(Self.id)
            {
                let module = "\(reference.name) (declared in \(reference.layer))"
                let values: [String: String]
                if let custom = context.customLayers[layerID] {
                    values = ["layer": custom.id, "module": module, "allowed": custom.allowedLayers]
                } else if let layer = context.knowledge.layer(layerID) {
                    values = self.values(layer, module: module)
                } else {
                    continue
                }
                report.add(
                    file: file.path, line: reference.line, column: reference.column, lineText: reference.lineText,
                    values)
            }
        }
        // A dependency may name a target of the same manifest or a product of a sibling local package.
        let modules = ModuleLayers(knowledge: context.knowledge, project: project)
        for manifest in project.manifests {
            for target in manifest.targets {
                check(target, of: manifest, modules: modules, into: &report)
            }
        }
        checkXcodeTargets(of: project, modules: modules, into: &report)
    }

    /// An Xcode target of a layer is held to the graph as a manifest's target is: the project's
    /// targets it depends on, and the frameworks it links that its layer may not import (domain's
    /// are domain-purity's), each reported where the project file or Podfile declares it.
    private func checkXcodeTargets(of project: ProjectFacts, modules: ModuleLayers, into report: inout ProjectReport) {
        for target in project.xcodeTargets where !target.isTest {
            guard let layer = project.xcodeTargetLayers[target.module].flatMap({ context.knowledge.layer($0) })
            else { continue }
            for dependency in target.dependencies {
                guard let dependencyLayer = modules.layer(of: dependency.module)?.id,
                    dependencyLayer != layer.id, !layer.dependsOn.contains(dependencyLayer)
                else { continue }
                report.add(
                    file: dependency.file, line: dependency.line, column: dependency.column,
                    lineText: dependency.lineText,
                    values(layer, module: "\(dependency.module) (a target \(target.name) depends on)"))
            }
            guard layer.id != .domain else { continue }
            let forbidden = layer.imports.forbidden + (context.forbiddenImports[layer.id.rawValue] ?? [])
            for linked in target.linked
            where modules.layer(of: linked.module) == nil && forbidden.contains(linked.module) {
                var values = values(layer, module: "\(linked.module) (a \(linked.kind) target \(target.name) links)")
                values["allowed", default: ""] += ", and frameworks except \(forbidden.joined(separator: ", "))"
                report.add(
                    file: linked.file, line: linked.line, column: linked.column, lineText: linked.lineText, values)
            }
        }
    }

    private func check(
        _ target: ManifestFacts.Target, of manifest: ManifestFacts, modules: ModuleLayers,
        into report: inout ProjectReport
    ) {
        if let custom = modules.layerName(of: target.name).flatMap({ context.customLayers[$0] }) {
            return check(target, in: custom, manifest: manifest, modules: modules, into: &report)
        }
        guard let layer = modules.layer(of: target.name) else { return }
        for dependency in target.dependencies {
            guard let dependencyLayer = modules.layer(of: dependency.module)?.id,
                dependencyLayer != layer.id, !layer.dependsOn.contains(dependencyLayer)
            else { continue }
            report.add(
                file: manifest.path, line: dependency.line, column: dependency.column, lineText: dependency.lineText,
                values(layer, module: dependency.module))
        }
    }

    private func values(_ layer: ArchitectureLayer, module: String) -> [String: String] {
        let allowed = layer.dependsOn.map(\.rawValue).joined(separator: ", ")
        return ["layer": layer.id.rawValue, "module": module, "allowed": allowed.isEmpty ? "none" : allowed]
    }
}
